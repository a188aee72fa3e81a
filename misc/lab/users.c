/*
 * misc/lab/users.c: users instead of a schedule (seed 004): a closed
 * population (--population, --think) or sessions that arrive (--sessions,
 * --return-prob); their walk, a reference walk, mean value analysis, and
 * the run that prints them, with the scoreboard where asked.
 *
 * Owns: struct users' walks and options (bench.c holds the struct).
 * May call: bench.c, omissions.c (traces, the heap of events), theory.c
 * (batch means), scoreboard.c.
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

enum { MAX_ACTIVE = 1 << 16 };   /* sessions at once: the reference scans them all */

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

/*
 * The users' walk: a heap of each user's next send, the fast server. A
 * session's arrival is an event too (j = 0), and popping it schedules the
 * next arrival, so the heap holds one arrival at a time. Fills tr (send,
 * latency, user) and returns 0, or ERR_OOM.
 */
static int users_walk(const struct model *m, struct trace *tr, uint64_t cap)
{
	const struct users *us = &m->u;
	struct eheap h = { 0 };
	struct server srv;
	struct poisson arrivals;
	uint64_t done_ns = 0, sessions = 0;
	int rc = 0;

	server_init(&srv, m);
	tr->n = 0;
	if (us->n) {
		for (uint64_t u = 0; u < us->n && !rc; u++)
			rc = eheap_push(&h, (struct event){ think_of(m, u, 0), u, 0 });
	} else {
		poisson_start(&arrivals, us->session_rate, m->seed ^ STREAM_SESSIONS);
		rc = eheap_push(&h, (struct event){ (uint64_t)poisson_next(&arrivals), sessions++, 0 });
	}
	while (!rc && h.n && h.v[0].t_ns < us->horizon_ns && tr->n < cap) {
		struct event e = eheap_pop(&h);
		uint64_t start = max_u64(e.t_ns, done_ns);

		if (!us->n && e.j == 0)
			rc = eheap_push(&h, (struct event){ (uint64_t)poisson_next(&arrivals), sessions++, 0 });
		if (!rc && h.n > MAX_ACTIVE + 1)   /* the sessions, and the next arrival */
			rc = ERR_ACTIVE;
		if (rc)
			break;
		done_ns = serve_request(&srv, m, tr->n, start);
		rc = trace_add(tr, e.t_ns, done_ns - e.t_ns, e.who);
		/* a user thinks before its next request (j + 1); a session only if it returns */
		if (!rc && (us->n || returns(m, e.who, e.j)))
			rc = eheap_push(&h, (struct event){ done_ns + think_of(m, e.who, us->n ? e.j + 1 : e.j),
			                                    e.who, e.j + 1 });
	}
	free(h.v);
	return rc;
}

/*
 * Its reference: every user's next send in a plain array, the earliest
 * found by a scan; a finished session's place taken by the last; the
 * reference server. The same trace, or ERR_OOM.
 */
static int ref_users_walk(const struct model *m, struct trace *tr, uint64_t cap)
{
	const struct users *us = &m->u;
	uint64_t nu = us->n, room = max_u64(nu, 64), next_id = 0, last_done = 0;
	uint64_t *t = malloc(room * sizeof *t), *id = malloc(room * sizeof *id);
	uint64_t *j = malloc(room * sizeof *j);
	uint64_t arrival_ns = UINT64_MAX;
	struct poisson arrivals;
	struct ref_walk rw;
	int rc = ERR_OOM;

	tr->n = 0;
	if (!t || !id || !j || ref_start(&rw, m, CLIENT_OPEN))
		goto out;
	for (uint64_t u = 0; u < nu; u++) {
		t[u] = think_of(m, u, 0);
		id[u] = u;
		j[u] = 0;
	}
	if (!nu) {
		poisson_start(&arrivals, us->session_rate, m->seed ^ STREAM_SESSIONS);
		arrival_ns = (uint64_t)poisson_next(&arrivals);
	}
	while (tr->n < cap) {
		uint64_t best = UINT64_MAX, at;

		for (uint64_t k = 0; k < nu; k++)
			if (best == UINT64_MAX || t[k] < t[best] || (t[k] == t[best] && id[k] < id[best]))
				best = k;
		/* at a tie the waiting user goes first: its id is the smaller */
		if (arrival_ns != UINT64_MAX && (best == UINT64_MAX || arrival_ns < t[best])) {
			if (nu == MAX_ACTIVE) {
				rc = ERR_ACTIVE;
				goto out_ref;
			}
			if (nu == room) {
				room *= 2;
				uint64_t *a = realloc(t, room * sizeof *t), *b = a ? realloc(id, room * sizeof *id) : NULL;
				uint64_t *c = b ? realloc(j, room * sizeof *j) : NULL;

				t = a ? a : t;
				id = b ? b : id;
				j = c ? c : j;
				if (!c)
					goto out_ref;
			}
			t[nu] = arrival_ns;
			id[nu] = next_id++;
			j[nu] = 0;
			best = nu++;
			arrival_ns = (uint64_t)poisson_next(&arrivals);
		}
		if (best == UINT64_MAX || t[best] >= us->horizon_ns)
			break;
		at = t[best];
		last_done = ref_request(&rw, tr->n, max_u64(at, last_done));
		if (trace_add(tr, at, last_done - at, id[best]))
			goto out_ref;
		if (us->n) {
			j[best]++;
			t[best] = last_done + think_of(m, id[best], j[best]);
		} else if (returns(m, id[best], j[best])) {
			t[best] = last_done + think_of(m, id[best], j[best]);
			j[best]++;
		} else {
			nu--;
			t[best] = t[nu];
			id[best] = id[nu];
			j[best] = j[nu];
		}
	}
	rc = 0;
out_ref:
	ref_end(&rw);
out:
	free(t);
	free(id);
	free(j);
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

/* The users' mean response time and its relative standard error, from 32 batches in send order. */
static void users_batches(const struct trace *t, double *mean_ns, double *rel_se)
{
	struct batch_acc a = { .of = t->n };
	struct batch_stats b = { 0, 0, 0 };

	batch_add(&a, t->lat_ns, t->n);
	if (t->n)
		batch_end(&a, &b);
	*mean_ns = b.mean_ns;
	*rel_se = b.mean_ns > 0 ? b.rel_se : 0;
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
	struct trace a, b;            /* the users' walk, and the reference's */
	struct score sc, ref;
	uint64_t users, ref_users;    /* users counted from each walk */
	double mean_ns, rel_se;       /* mean response and its relative standard error */
	double X, law_ns, law_err;    /* throughput, and the response-time law's answer */
	double R, XT;                 /* mean value analysis, where it holds */
	int have_mva;
	struct theory_cmp c;
};

/*
 * Both walks of the users, each side's users counted from its own walk (a
 * check never sizes by what it checks), the batches, theory and both
 * scores. Returns 0, or the exit status of a run that cannot go on.
 */
static int users_compute(const struct model *m, struct users_run *u)
{
	const struct users *us = &m->u;
	int rc;

	if ((rc = users_walk(m, &u->a, OMIT_MAX)) || (rc = ref_users_walk(m, &u->b, OMIT_MAX))) {
		if (rc == ERR_ACTIVE) {
			fprintf(stderr, "lab: more than 65536 sessions were active at once (the server "
			        "falls behind them): lower --sessions or --return-prob\n");
			return 2;
		}
		return cannot(rc, "for the users' walk");
	}
	if (u->a.n >= OMIT_MAX) {
		fprintf(stderr, "lab: the users sent 8388608 requests before the end of the run, and "
		        "every one is kept: shorten --duration\n");
		return 2;
	}
	for (uint64_t i = 0; i < u->a.n; i++)
		u->users = max_u64(u->users, u->a.conn[i] + 1);
	for (uint64_t i = 0; i < u->b.n; i++)
		u->ref_users = max_u64(u->ref_users, u->b.conn[i] + 1);
	users_batches(&u->a, &u->mean_ns, &u->rel_se);
	u->have_mva = us->n && m->service_dist == SVC_EXP && !m->stall_ns;
	if (u->have_mva) {
		mva((double)m->service_ns, (double)us->think_ns, us->n, &u->R, &u->XT);
		u->c = theory_cmp(u->mean_ns, u->R, u->rel_se);
	}
	/* the interactive response-time law, R = N / X - Z, from the run's own numbers */
	u->X = u->a.n ? (double)u->a.n / (double)us->horizon_ns : 0;
	u->law_ns = us->n && u->X > 0 ? (double)us->n / u->X - (double)us->think_ns : 0;
	u->law_err = us->n && u->mean_ns > 0 ? 100 * (u->law_ns - u->mean_ns) / u->mean_ns : 0;

	struct score_in in = { u->a.lat_ns, u->a.n, &u->a, max_u64(u->users, 1),
	                       us->think_ns + (uint64_t)u->mean_ns, us->think_ns, 0 };

	rc = score_route(m, &in, &u->sc);
	in.truth = u->b.lat_ns;
	in.n_truth = u->b.n;
	in.tr = &u->b;
	in.conns = max_u64(u->ref_users, 1);
	rc = rc ? rc : score_reference(m, &in, &u->ref);
	return rc ? cannot(rc, "for the scoreboard") : 0;
}

/* The users' walk against the reference's, request by request, and every score both ways. */
static void users_check(const struct users_run *u, struct tally *t)
{
	uint64_t differ = 0;

	for (uint64_t i = 0; i < min_u64(u->a.n, u->b.n); i++)
		differ += u->a.send_ns[i] != u->b.send_ns[i] || u->a.lat_ns[i] != u->b.lat_ns[i] ||
		          u->a.conn[i] != u->b.conn[i];
	check(t, 0, "users", "requests", u->a.n, u->b.n);
	check(t, 0, "users", "requests_that_differ", 0, differ);
	check_score(t, &u->ref, &u->sc);
	check_summary(t, "users=none", &u->sc.truth, &u->sc.by[M_NONE]);
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
	printf("checks: the users' walk against a reference walk (a heap against a scan, the fast "
	       "server against the reference's), request by request, and every number below "
	       "computed both ways\n");
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
	printf("%" PRIu64 " requests, %.1f a second; mean response %.2f us", u->a.n, u->X * 1e9,
	       u->mean_ns / 1e3);
	if (!us->n)
		printf("; %" PRIu64 " sessions, %.2f requests each", u->users,
		       u->users ? (double)u->a.n / (double)u->users : 0);
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
	       u->a.n, u->X * 1e9, u->mean_ns);
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
