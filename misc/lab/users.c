/*
 * misc/lab/users.c: users instead of a schedule (seed 004): a closed
 * population (--population, --think) or sessions that arrive (--sessions,
 * --return-prob); their walk, a reference walk, mean value analysis, and
 * the run that prints them, with the scoreboard where asked; a run past
 * 2^23 requests walked again in passes, in bounded memory.
 *
 * Owns: struct users' walks and options (bench.c holds the struct), the
 * users' passes (struct upasses), the users' draws the walks read. May
 * call: bench.c, walks.c (the general walk, with users as its sender),
 * omissions.c (traces, the reference's walk, REF_PREFIX), theory.c (batch
 * means), select.c (struct select, struct cqr, runs_of), passes.c
 * (PASS_CHUNK), scoreboard.c.
 */

/* ------------------------------------------------------------------ */
/* Users: a closed population, or sessions that arrive                 */
/* ------------------------------------------------------------------ */

/*
 * Instead of a schedule, users. A population of N users: each thinks
 * (think_ns, or an exponential of that mean), sends one request, waits for
 * its reply, and thinks again. Sessions: they arrive as a Poisson stream;
 * each sends a request at once, waits for the reply, and then with
 * probability return_prob thinks and sends another, or leaves. Either way
 * the users are the truth: each really waited once for every request, so
 * their own recording is what they experienced, and a correction can only
 * add requests nobody sent. Requests are sent before horizon_ns; the
 * server is the model's (service draws by request, in the order sent;
 * stalls). User u's j-th think and return draw are functions of (seed,
 * u, j) alone, shared by the walk and its reference.
 */
static const uint64_t STREAM_THINK = UINT64_C(0x5448494e4b54494d);    /* "THINKTIM" */
static const uint64_t STREAM_RETURN = UINT64_C(0x52455455524e5052);   /* "RETURNPR" */
static const uint64_t STREAM_SESSIONS = UINT64_C(0x53455353494f4e53); /* "SESSIONS" */


static int users_on(const struct model *m)
{
	return m->u.n || m->u.session_rate > 0;
}

static uint64_t user_key(uint64_t u, uint64_t j)
{
	return u << 32 | (j & UINT64_C(0xffffffff));
}

/* User u's think before its request j (a population: j = 0 is the first). */
static uint64_t think_of(const struct model *m, uint64_t u, uint64_t j)
{
	return m->u.think_exp ? draw_exp(m->seed, STREAM_THINK, user_key(u, j), (double)m->u.think_ns)
	                      : m->u.think_ns;
}

/* Whether session u sends request j + 1 after request j's reply. */
static int returns(const struct model *m, uint64_t u, uint64_t j)
{
	return draw_u01(m->seed, STREAM_RETURN, user_key(u, j)) < m->u.return_prob;
}

/* The sessions' arrivals, a Poisson stream of their own. */
static void sessions_start(struct poisson *p, const struct model *m)
{
	poisson_start(p, m->u.session_rate, m->seed ^ STREAM_SESSIONS);
}

/*
 * The users' walk is the general walk's (walks.c, struct walk: a heap
 * of each user's next send, the fast server), with users as its sender.
 * Into tr (send, latency, user), at most cap requests. Returns 0 or why not.
 */
static int users_walk(const struct model *m, struct trace *tr, uint64_t cap)
{
	struct oviews v = { .tr = tr };
	struct counts k;

	tr->n = 0;
	return omit_walk(m, 0, &v, &k, NULL, cap);
}

/* The users' requests, counted by walking, up to cap, into *n. Returns 0 or why the walk failed. */
static int users_count(const struct model *m, uint64_t cap, uint64_t *n)
{
	struct counts k;
	int rc = omit_walk(m, 0, NULL, &k, NULL, cap);

	*n = k.sent;
	return rc;
}

/*
 * Its reference is the reference walk (reference.c, ref_next: the users
 * in plain arrays, the earliest found by a scan, the reference server),
 * with users as its sender, written into tr request by request. The same
 * trace, or ERR_OOM or ERR_ACTIVE.
 */
static int ref_users_walk(const struct model *m, struct trace *tr, uint64_t cap)
{
	struct ref_walk rw;
	struct ref_rec x[FATES];
	uint64_t got;
	int rc = 0;

	tr->n = 0;
	if (ref_open(&rw, m, closed_client(m), &m->f))
		return ERR_OOM;
	rw.lim = cap;
	while (!rc && (got = ref_chunk(&rw, x, NULL, FATES)))
		for (uint64_t j = 0; !rc && j < got; j++)
			rc = trace_add(tr, x[j].send, x[j].reply - x[j].send, x[j].who);
	rc = rc ? rc : rw.rc;
	ref_end(&rw);
	return rc;
}


/*
 * Mean value analysis of a closed network: one FIFO server of exponential
 * service time S and a delay of Z for N users. R(n) = S (1 + Q(n - 1)),
 * X(n) = n / (R(n) + Z), Q(n) = X(n) R(n), from Q(0) = 0: exact for this
 * product-form network, whatever the think time's distribution.
 */
static void mva(double S, double Z, uint64_t N, double *R, double *X)
{
	double Q = 0;

	*R = S;
	*X = 0;
	for (uint64_t n = 1; n <= N; n++) {
		*R = S * (1 + Q);
		*X = (double)n / (*R + Z);
		Q = *X * *R;
	}
}

/* The users' mean response time and its relative standard error, from a's 32 batches. */
static void users_batch_end(const struct batch_acc *a, double *mean_ns, double *rel_se)
{
	struct batch_stats b = { 0, 0, 0 };

	if (a->n)
		batch_end(a, &b);
	*mean_ns = b.mean_ns;
	*rel_se = b.mean_ns > 0 ? b.rel_se : 0;
}

/* The same of a trace, its batches in send order. */
static void users_batches(const struct trace *t, double *mean_ns, double *rel_se)
{
	struct batch_acc a = { .of = t->n };

	batch_add(&a, t->lat_ns, t->n);
	users_batch_end(&a, mean_ns, rel_se);
}

static void print_users_model(const struct model *m)
{
	const struct users *us = &m->u;
	char a[32], b[32];

	if (us->n)
		printf("users: a closed population of %" PRIu64 "; each thinks %s%s us, sends one request "
		       "and waits for its reply, again and again", us->n,
		       us->think_exp ? "an exponential of mean " : "", fmt_us(a, sizeof a, us->think_ns));
	else
		printf("users: sessions arriving %.1f a second (Poisson); each sends a request, waits for "
		       "the reply, and with probability %.4g thinks %s%s us and sends another (%.2f "
		       "requests a session on average)", us->session_rate, us->return_prob,
		       us->think_exp ? "an exponential of mean " : "", fmt_us(a, sizeof a, us->think_ns),
		       1 / (1 - us->return_prob));
	printf("; requests sent before %s us\n", fmt_us(b, sizeof b, us->horizon_ns));
}

/*
 * Users: the walk and its reference request by request, the truth (their
 * own recording) beside the correction at the cycle and at the think time,
 * theory where it holds, the scoreboard if asked. Returns the exit status.
 */
/* What a run of users produced: both walks, their scores, and the laws they answer to. */
struct users_run {
	struct trace a, b;            /* the users' walk, and the reference's (passes: a prefix) */
	struct score sc;              /* the run's, printed */
	struct score held, ref;       /* the route's and the reference's, of a and b */
	uint64_t held_n, differ;      /* a's requests (a is freed before b is scored); unlike b's */
	uint64_t requests, users;     /* the whole run's */
	double mean_ns, rel_se;       /* mean response and its relative standard error */
	double X, law_ns, law_err;    /* throughput, and the response-time law's answer */
	double R, XT;                 /* mean value analysis, where it holds */
	int have_mva;
	struct theory_cmp c;
	int in_passes;                /* the run was found in passes, a and b its prefix */
	unsigned walks, guessed;      /* in passes: walks of the run, percentiles a guess found */
};

/* The users a trace saw: its largest user, plus one. */
static uint64_t trace_users(const struct trace *t)
{
	uint64_t n = 0;

	for (uint64_t i = 0; i < t->n; i++)
		n = max_u64(n, t->conn[i] + 1);
	return n;
}

/* What a score reads of a trace: its users counted from itself (a check never sizes by what it checks). */
static struct score_in users_score_in(const struct model *m, const struct trace *t,
                                      uint64_t configured_ns)
{
	return (struct score_in){ t->lat_ns, t->n, t, max_u64(trace_users(t), 1), configured_ns,
	                          m->u.think_ns, 0 };
}

/* The laws a run answers to: mean value analysis where it holds, and the response-time law. */
static void users_laws(const struct model *m, struct users_run *u)
{
	const struct users *us = &m->u;

	u->have_mva = us->n && m->service_dist == SVC_EXP && !m->stall_ns;
	if (u->have_mva) {
		mva((double)m->service_ns, (double)us->think_ns, us->n, &u->R, &u->XT);
		u->c = theory_cmp(u->mean_ns, u->R, u->rel_se);
	}
	/* the interactive response-time law, R = N / X - Z, from the run's own numbers */
	u->X = u->requests ? (double)u->requests / (double)us->horizon_ns : 0;
	u->law_ns = us->n && u->X > 0 ? (double)us->n / u->X - (double)us->think_ns : 0;
	u->law_err = us->n && u->mean_ns > 0 ? 100 * (u->law_ns - u->mean_ns) / u->mean_ns : 0;
}

/*
 * A run of users too long to keep, found in passes: each pass walks the
 * users again (the same seed, the same walk) and feeds a chunk at a time
 * to each selection still open, as passes.c's route does: the truth
 * (struct select) and the corrected sets (struct cqr) at the think time
 * and at the cycle, think + mean response. The first pass counts the
 * requests and users and sums the latencies, so the cycle's set starts
 * with the second, which also takes the batches (they need the count).
 * Memory: a chunk and three selections, however long the run.
 */
enum { UC_CYCLE, UC_THINK, UC_SETS };

struct upasses {
	struct select truth;
	struct cqr corr[UC_SETS];
	int live[UC_SETS];          /* its interval known, and not 0 */
	struct batch_acc batch;     /* the second pass's */
	uint64_t n, users;          /* the first pass's counts */
	double total;               /* its latencies' sum in send order, as batch_add's */
	uint64_t *lat, *cnt;        /* PASS_CHUNK each: a chunk's latencies, then their runs */
	unsigned pass;              /* passes finished */
};

/* Whether another pass is needed: the batches' (the second), or a percentile not yet found. */
static int upasses_open(const struct upasses *p)
{
	int open = p->pass < 2 || select_open(&p->truth);

	for (int c = 0; c < UC_SETS; c++)
		open |= p->live[c] && cqr_open(&p->corr[c]);
	return open;
}

/* A chunk of k latencies, in send order, into the sum or the batches and each set still open. */
static void upasses_feed(struct upasses *p, uint64_t k)
{
	uint64_t nr;

	for (uint64_t i = 0; p->pass == 0 && i < k; i++)
		p->total += (double)p->lat[i];
	if (p->pass == 1)
		batch_add(&p->batch, p->lat, k);
	nr = runs_of(p->lat, p->cnt, k);    /* folds them: after the sum and the batches */
	if (select_open(&p->truth))
		select_add_runs(&p->truth, p->lat, p->cnt, nr);
	for (int c = 0; c < UC_SETS; c++) {
		struct cqr *q = &p->corr[c];

		if (!p->live[c] || !cqr_open(q))
			continue;
		if (q->passes == 0)
			cqr_first_runs(q, p->lat, p->cnt, nr);
		for (uint64_t r = 0; q->passes > 0 && r < nr; r++)
			cqr_add_n(q, p->lat[r], p->cnt[r]);
	}
}

/* One walk of the users, fed to p a chunk at a time; the first also counts. Returns 0 or why not. */
static int upasses_walk(const struct model *m, struct upasses *p)
{
	struct walk w;
	struct fate r[FATES];
	struct counts c;
	uint64_t k = 0, got;
	int rc;

	if (walk_start(&w, m, 0, &m->f, 0))
		return ERR_OOM;
	memset(&c, 0, sizeof c);
	do {
		got = walk_fates(&w, r, FATES, &c);
		for (uint64_t j = 0; j < got; j++) {
			if (p->pass == 0) {
				p->n++;
				p->users = max_u64(p->users, r[j].slot + 1);
			}
			p->lat[k++] = r[j].reply - r[j].send;
			if (k == PASS_CHUNK) {
				upasses_feed(p, k);
				k = 0;
			}
		}
	} while (got);
	if (k)
		upasses_feed(p, k);
	rc = w.rc;
	walk_end(&w);
	return rc;
}

/*
 * A pass's end: each set fed narrows its windows; after the first, the
 * batches learn the count and the cycle's set starts, at think + the mean
 * response in whole ns (the sorted route's interval). Returns 0, ERR_OOM,
 * ERR_RANGE or ERR_FAULT.
 */
static int upasses_end(const struct model *m, struct upasses *p)
{
	int rc = select_open(&p->truth) ? select_end_pass(&p->truth) : 0;

	for (int c = 0; !rc && c < UC_SETS; c++)
		if (p->live[c] && cqr_open(&p->corr[c]))
			rc = cqr_end_pass(&p->corr[c]);
	if (!rc && p->pass == 0) {
		uint64_t e = m->u.think_ns + (uint64_t)(p->n ? p->total / (double)p->n : 0);

		p->batch.of = p->n;
		p->live[UC_CYCLE] = e > 0;
		if (e && cqr_init(&p->corr[UC_CYCLE], e, m->slow_ns, m->rank, m->guess_entries, NULL))
			rc = ERR_OOM;
	}
	p->pass++;
	return rc;
}

/* The sets found, as the sorted route's score holds them (the truth, none, the two corrected). */
static void upasses_summary(const struct upasses *p, struct users_run *u)
{
	const int method[UC_SETS] = { M_CONFIGURED, M_SCHEDULE };
	struct score *sc = &u->sc;

	memset(sc, 0, sizeof *sc);
	select_summary(&p->truth, &sc->truth);
	sc->by[M_NONE] = sc->truth;
	sc->on[M_NONE] = 1;
	for (int c = 0; c < UC_SETS; c++) {
		if (!p->live[c])
			continue;
		cqr_summary(&p->corr[c], &sc->by[method[c]]);
		sc->interval_ns[method[c]] = p->corr[c].e;
		sc->on[method[c]] = 1;
	}
	users_batch_end(&p->batch, &u->mean_ns, &u->rel_se);
	u->requests = p->n;
	u->users = p->users;
	u->walks = p->pass;
	u->guessed = p->truth.guessed + p->corr[UC_CYCLE].guessed + p->corr[UC_THINK].guessed;
}

/*
 * The whole run in passes, until every percentile is found, into u (the
 * score printed, the counts, the batches). Returns 0, ERR_OOM, ERR_RANGE,
 * ERR_ACTIVE or ERR_FAULT.
 */
static int users_passes(const struct model *m, struct users_run *u)
{
	struct upasses p;
	int rc;

	memset(&p, 0, sizeof p);
	p.lat = malloc(PASS_CHUNK * sizeof *p.lat);
	p.cnt = malloc(PASS_CHUNK * sizeof *p.cnt);
	rc = !p.lat || !p.cnt ||
	     select_init(&p.truth, m->slow_ns, m->rank, m->guess_entries, NULL) ? ERR_OOM : 0;
	p.live[UC_THINK] = m->u.think_ns > 0;
	if (!rc && p.live[UC_THINK] && cqr_init(&p.corr[UC_THINK], m->u.think_ns, m->slow_ns,
	                                        m->rank, m->guess_entries, NULL))
		rc = ERR_OOM;
	while (!rc && upasses_open(&p))
		if (!(rc = upasses_walk(m, &p)))
			rc = upasses_end(m, &p);
	if (!rc)
		upasses_summary(&p, u);
	select_free(&p.truth);
	for (int c = 0; c < UC_SETS; c++)
		cqr_free(&p.corr[c]);
	free(p.lat);
	free(p.cnt);
	return rc;
}

/*
 * Whether the run goes in passes: as --exact-by asks, or (auto) if the
 * users send OMIT_MAX requests or more, counted by walking. Returns 0 or
 * why the count failed.
 */
static int users_route(const struct model *m, int *in_passes)
{
	uint64_t n = 0;
	int rc = 0;

	*in_passes = m->exact_by == EXACT_PASSES;
	if (m->exact_by == EXACT_AUTO && !(rc = users_count(m, OMIT_MAX, &n)))
		*in_passes = n >= OMIT_MAX;
	return rc;
}

/* A walk's failure said: the exit status. */
static int users_cannot(int rc)
{
	if (rc == ERR_ACTIVE) {
		fprintf(stderr, "lab: more than 65536 sessions were active at once (the server "
		        "falls behind them): lower --sessions or --return-prob\n");
		return 2;
	}
	return cannot(rc, "for the users' walk");
}

/* The requests of a and b that differ, request by request. */
static uint64_t users_differ(const struct trace *a, const struct trace *b)
{
	uint64_t differ = 0;

	for (uint64_t i = 0; i < min_u64(a->n, b->n); i++)
		differ += a->send_ns[i] != b->send_ns[i] || a->lat_ns[i] != b->lat_ns[i] ||
		          a->conn[i] != b->conn[i];
	return differ;
}

/*
 * The route's walk, whole or (in passes) its first REF_PREFIX requests
 * walked once more; the whole run's counts and batches from it where it is
 * whole; its score. Returns 0, or the exit status of a run that cannot go on.
 */
static int users_held(const struct model *m, struct users_run *u)
{
	struct score_in in;
	int rc = u->in_passes ? users_passes(m, u) : 0;

	if (rc || (rc = users_walk(m, &u->a, u->in_passes ? REF_PREFIX : OMIT_MAX)))
		return users_cannot(rc);
	if (!u->in_passes && u->a.n >= OMIT_MAX) {
		fprintf(stderr, "lab: the users sent 8388608 requests before the end of the run, and "
		        "--exact-by sorted keeps every one: shorten --duration, or drop --exact-by\n");
		return 2;
	}
	if (!u->in_passes) {
		u->requests = u->a.n;
		u->users = trace_users(&u->a);
		users_batches(&u->a, &u->mean_ns, &u->rel_se);
	}
	in = users_score_in(m, &u->a, m->u.think_ns + (uint64_t)u->mean_ns);
	if ((rc = score_route(m, &in, &u->held)))
		return cannot(rc, "for the scoreboard");
	if (!u->in_passes)
		u->sc = u->held;
	return 0;
}

/*
 * The run by its route (u->in_passes): the route's walk and score
 * (users_held); the reference's walk of as many requests, compared with
 * the route's request by request, the route's then freed (a run's peak is
 * one trace and a score's work, not two traces and it); the reference's
 * score; the laws. Returns 0, or the exit status of a run that cannot go on.
 */
static int users_compute(const struct model *m, struct users_run *u)
{
	struct score_in in;
	int rc = users_held(m, u);

	if (rc)
		return rc;
	if ((rc = ref_users_walk(m, &u->b, u->in_passes ? REF_PREFIX : OMIT_MAX)))
		return users_cannot(rc);
	u->held_n = u->a.n;
	u->differ = users_differ(&u->a, &u->b);
	trace_free(&u->a);
	in = users_score_in(m, &u->b, m->u.think_ns + (uint64_t)u->mean_ns);
	if ((rc = score_reference(m, &in, &u->ref)))
		return cannot(rc, "for the scoreboard");
	users_laws(m, u);
	return 0;
}

/* The users' walk against the reference's, request by request, and every score both ways. */
static void users_check(const struct users_run *u, struct tally *t)
{
	check(t, 0, "users", "requests", u->held_n, u->b.n);
	check(t, 0, "users", "requests_that_differ", 0, u->differ);
	check_score(t, &u->ref, &u->held);
	check_summary(t, "users=none", &u->held.truth, &u->held.by[M_NONE]);
}

/* What the run was held to: every number both ways, or a prefix both ways and the laws. */
static void print_users_checks(const struct model *m, const struct users_run *u)
{
	if (!u->in_passes) {
		printf("checks: the users' walk against a reference walk (a heap against a scan, the "
		       "fast server against the reference's), request by request, and every number "
		       "below computed both ways\n");
		return;
	}
	printf("checks: the numbers below found in passes, in bounded memory; the users' walk "
	       "against a reference walk (a heap against a scan, the fast server against the "
	       "reference's) of %s %" PRIu64 " requests (walked once more for it), request "
	       "by request, and %s numbers computed both ways",
	       u->held_n < u->requests ? "the first" : "all", u->held_n,
	       u->held_n < u->requests ? "that prefix's" : "their");
	if (m->u.n)
		printf("; the whole run against the response-time law%s",
		       u->have_mva ? " and mean value analysis" : "");
	printf("\n");
}

/* The plan, the table and the sentences of a run of users. */
static void users_print(const struct model *m, const struct users_run *u, const char *label,
                        int scoreboard)
{
	const struct users *us = &m->u;
	const struct score *sc = &u->sc;
	char x[32], y[32], z[32];

	printf("coordinated omission on a virtual clock (%s): users, their own recording, and "
	       "what correcting it does\n", label);
	print_server(m);
	print_users_model(m);
	print_users_checks(m, u);
	printf("\n");
	print_header_w(16);
	printf("\n");
	print_row_w(16, "users", &sc->truth);
	printf("\n");
	print_row_w(16, "corrected-cycle", &sc->by[M_CONFIGURED]);
	printf("\n");
	if (sc->on[M_SCHEDULE]) {
		print_row_w(16, "corrected-think", &sc->by[M_SCHEDULE]);
		printf("\n");
	}
	printf("(us; the users' recording is the truth: each waited once for each request; "
	       "corrected at think + mean response, %s us, and at the think time, %s us)\n",
	       fmt_us(x, sizeof x, sc->interval_ns[M_CONFIGURED]), fmt_us(y, sizeof y, us->think_ns));
	printf("\nThe users waited %s at p99; corrected at the cycle the same data read %s, %s "
	       "times what anyone waited", fmt_read(x, sizeof x, sc->truth.pct_ns[PCT_P99]),
	       fmt_read(y, sizeof y, sc->by[M_CONFIGURED].pct_ns[PCT_P99]),
	       fmt_ratio(z, sizeof z, sc->by[M_CONFIGURED].pct_ns[PCT_P99], sc->truth.pct_ns[PCT_P99]));
	if (sc->on[M_SCHEDULE]) {
		char w[32];

		printf(", and at the think time %s", fmt_read(w, sizeof w, sc->by[M_SCHEDULE].pct_ns[PCT_P99]));
	}
	printf(".\n");
	printf("%" PRIu64 " requests, %.1f a second; mean response %.2f us", u->requests, u->X * 1e9,
	       u->mean_ns / 1e3);
	if (!us->n)
		printf("; %" PRIu64 " sessions, %.2f requests each", u->users,
		       u->users ? (double)u->requests / (double)u->users : 0);
	if (us->n)
		printf("; the response-time law N/X - Z gives %.2f us (%+.3f %%, tolerance 0.1 %%)",
		       u->law_ns / 1e3, u->law_err);
	printf("\n");
	if (u->have_mva) {
		printf("theory: mean value analysis (exponential service, no stall): R = %.2f us at %.1f "
		       "a second; measured %.2f us (%+.2f %%, tolerance %.2f %%: four standard errors of "
		       "%d batch means)\n", u->R / 1e3, u->XT * 1e9, u->mean_ns / 1e3, u->c.err_pct,
		       u->c.tol_pct, THEORY_BATCHES);
		if (fabs(u->c.err_pct) > u->c.tol_pct)
			printf("warning: the mean response time is outside its tolerance\n");
	}
	if (scoreboard)
		print_score(sc, "the users' own recording");
	printf("\n");
}

/* The RESULT lines of a run of users, and its checks. */
static void users_results(const struct model *m, const struct users_run *u, int scoreboard,
                          const struct tally *t)
{
	const struct users *us = &m->u;
	const struct score *sc = &u->sc;
	char z[32];

	print_result_set("users", &sc->truth);
	print_result_set("corrected-cycle", &sc->by[M_CONFIGURED]);
	if (sc->on[M_SCHEDULE])
		print_result_set("corrected-think", &sc->by[M_SCHEDULE]);
	printf("RESULT users kind=%s users=%" PRIu64 " requests=%" PRIu64 " throughput_per_s=%.1f "
	       "mean_response_ns=%.0f", us->n ? "population" : "sessions", us->n ? us->n : u->users,
	       u->requests, u->X * 1e9, u->mean_ns);
	if (us->n)
		printf(" law_response_ns=%.0f law_err_pct=%.4f ok=%d", u->law_ns, u->law_err,
		       fabs(u->law_err) <= 0.1);
	printf("\n");
	printf("RESULT ratio name=corrected_users_p99 value=%s\n",
	       fmt_ratio(z, sizeof z, sc->by[M_CONFIGURED].pct_ns[PCT_P99], sc->truth.pct_ns[PCT_P99]));
	if (u->have_mva)
		printf("RESULT theory queue=MVA users=%" PRIu64 " think_ns=%" PRIu64 " mean_ns=%.0f "
		       "throughput_per_s=%.1f measured_mean_ns=%.0f err_pct=%.3f tolerance_pct=%.3f ok=%d\n",
		       us->n, us->think_ns, u->R, u->XT * 1e9, u->mean_ns, u->c.err_pct, u->c.tol_pct,
		       fabs(u->c.err_pct) <= u->c.tol_pct);
	if (scoreboard)
		print_score_results(sc);
	if (u->in_passes) {
		printf("RESULT memory max_rss_kib=%ld samples=passes\n", peak_rss_kib());
		printf("RESULT passes walks=%u guessed=%u of=%d\n", u->walks, u->guessed,
		       (1 + sc->on[M_CONFIGURED] + sc->on[M_SCHEDULE]) * NPCT);
	}
	printf("RESULT checked_against=reference\n");
	printf("RESULT checks passed=%" PRIu64 " failed=%" PRIu64 " runs=1\n", t->passed, t->failed);
}

/* A run of users: computed, checked, printed. Returns the exit status. */
static int run_users(const struct model *m, const char *label, int scoreboard)
{
	struct users_run u;
	struct tally t = { 0, 0 };
	int status;

	memset(&u, 0, sizeof u);
	if ((status = users_route(m, &u.in_passes)))
		return users_cannot(status);
	if (u.in_passes && scoreboard) {
		fprintf(stderr, "lab: --scoreboard keeps every request of the users, at most 8388607, "
		        "and they sent 8388608 or more (2^23): shorten --duration or drop --scoreboard\n");
		return 2;
	}
	status = users_compute(m, &u);
	if (!status) {
		users_check(&u, &t);
		users_print(m, &u, label, scoreboard);
		users_results(m, &u, scoreboard, &t);
		status = t.failed ? 1 : 0;
	}
	trace_free(&u.a);
	trace_free(&u.b);
	return status;
}

/* Users instead of a schedule: what they cannot go with, and the run's length. */
static int resolve_users(struct options *o, char *err, size_t len)
{
	struct model *m = &o->m;
	struct users *us = &m->u;

	if (us->n && us->session_rate > 0)
		return fail(err, len, "--population and --sessions %s%s", "are two kinds of users: ",
		            "choose one");
	if (o->return_set && !(us->session_rate > 0))
		return fail(err, len, "--return-prob %s%s", "applies only with --sessions: ",
		            "add --sessions R or drop it");
	if (o->mode != MODE_BENCH || o->export_to)
		return fail(err, len, "--population and --sessions %s%s", "run alone: ",
		            "drop --sweep, --cross-check, --correct and --export");
	if (omissions_on(m))
		return fail(err, len, "--population and --sessions %s%s", "take no --timeout, "
		            "--queue-limit or generator option: ", "drop them");
	if (m->schedule != SCHED_FIXED || o->rate_per_s > 0)
		return fail(err, len, "--population and --sessions %s%s", "replace the schedule: ",
		            "drop --schedule, --rate and --arrivals");
	if (m->connections > 1 || m->closed != CLOSED_CATCH_UP)
		return fail(err, len, "--population and --sessions %s%s", "replace the clients: ",
		            "drop --connections and --closed");
	if (o->requests)
		return fail(err, len, "--population and --sessions %s%s", "run for a time: ",
		            "use --duration, not --requests");
	if (m->exact_by == EXACT_LATTICE)
		return fail(err, len, "--exact-by lattice %s%s", "does not apply to users: ",
		            "use auto, sorted or passes");
	if (m->exact_by == EXACT_PASSES && o->scoreboard)
		return fail(err, len, "--scoreboard %s%s", "keeps every request of the users: ",
		            "drop --exact-by passes");
	if (us->session_rate > 0) {
		double mean_ns, scv, rho;

		service_moments(m, &mean_ns, &scv);
		rho = us->session_rate / (1 - us->return_prob) * mean_ns / 1e9;
		if (rho >= 1)
			return fail(err, len, "--sessions and --return-prob offer more work than the server "
			            "can do (a load of 1 or more): %s%s", "lower either", "");
	}
	us->horizon_ns = o->duration_ns ? o->duration_ns
	                 : o->quick ? QUICK_DURATION_NS : FULL_DURATION_NS;
	if (us->horizon_ns > MAX_TIME_NS / 4)
		return fail(err, len, "--duration %s%s", "is too long for users: ",
		            "at most 2^60 ns (36 years)");
	m->seed = o->seed;
	return resolve_conflicts(o, err, len);
}
