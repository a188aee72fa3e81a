/*
 * misc/lab/reference.c: the reference simulation, the lab's check where
 * no closed form holds.
 *
 * Bench alone runs only the models its closed form covers, and checks
 * every number of every rep against it. The lab runs the others too: a
 * Poisson or replayed schedule, drawn service times, random stalls, a
 * stall off a due instant, a backlog that has not drained, a load at
 * capacity. Each of those is checked against this second implementation
 * of the model, and --cross-check holds the closed form to it wherever
 * the closed form holds.
 *
 * Owns: the stateless server (ref_serve, stalls by arithmetic), the
 * reference walk (struct ref_walk, ref_next: every schedule and closed
 * loop, users and the faults as options, written apart from the general
 * walk's; ref_client, its latencies a chunk at a time), its selection by
 * partitioning (ref_summary) and its corrected set written out term by
 * term (ref_corrected), reference() (every sample kept; passes.c's walk
 * in passes past SORT_MAX), the reference on the other core beside the
 * reps (struct beside, reference_reps), --cross-check (run_cross_check),
 * and their self-test (reference_self_test).
 * May call: bench.c (the model, the schedule's cursor, service_of, the
 * rank rule, correct_co, corrected_summarise, nth_smallest, the reps'
 * reps_before and run_reps), stalls.c's random stalls and passes.c's
 * passes_reference through the declarations bench.c makes under
 * BENCH_LAB; walks.c's clients and schedule (closed_client,
 * client_capacity, struct handed, struct own_due, handed_next, due_fill,
 * NO_FAULTS, MAX_ACTIVE), none of its walk; the users' draws and users_on
 * (users.c, declared in walks.c). Called by bench.c
 * (expected_outcome, bench_reps), runs.c (lab_mode: --cross-check), and
 * by omissions.c, passes.c, stalls.c and agent.c (the walk, the server,
 * the summary).
 */

static void stall_src_start(struct stall_src *c, const struct model *m);   /* stalls.c */

/* ------------------------------------------------------------------ */
/* A job on the other core                                             */
/* ------------------------------------------------------------------ */

#ifdef __wasi__
/*
 * WebAssembly (misc/web) has no threads: a job runs here, before what it
 * would have run beside. The numbers are the same either way.
 */
struct beside {
	int none;
};

static int beside_start(struct beside *t, void *(*job)(void *), void *arg)
{
	(void)t;
	job(arg);
	return 1;
}

static void beside_join(struct beside *t)
{
	(void)t;
}
#else
struct beside {
	pthread_t thread;
};

/* Starts job(arg) on the other core; 1 if it runs, 0 if not. */
static int beside_start(struct beside *t, void *(*job)(void *), void *arg)
{
	return pthread_create(&t->thread, NULL, job, arg) == 0;
}

static void beside_join(struct beside *t)
{
	pthread_join(t->thread, NULL);
}
#endif

/* ------------------------------------------------------------------ */
/* The reference simulation                                            */
/* ------------------------------------------------------------------ */

/*
 * A second implementation of the model, written to share nothing with the
 * fast loops but the rules: no server state, every stall window found by
 * arithmetic, the corrected set written out term by term, percentiles
 * picked by partitioning rather than by sorting (ref_sorted; in the lab, a
 * run too long to keep walks in passes). Slower, and that is fine: it is used
 * where no closed form holds, and by the tests to cross-check the closed
 * form.
 */

/*
 * Completion of `work_ns` of service that may start at t_ns. The server
 * works only between stall windows [F + kP, F + kP + D): it waits out a
 * window it starts in, works until the next window begins, and after that
 * gets P - D of work done a period. No stall is visited one by one.
 */
static uint64_t ref_serve(const struct model *m, uint64_t t_ns, uint64_t work_ns)
{
	const uint64_t F = m->first_stall_ns, P = m->period_ns, D = m->stall_ns;
	uint64_t k, begin_ns, gap_ns, full;

	if (D == 0)
		return t_ns + work_ns;
	/* the first window that ends after t */
	if (t_ns < F + D)
		k = 0;
	else if (P == 0)
		return t_ns + work_ns;
	else
		k = (t_ns - F - D) / P + 1;
	begin_ns = F + k * P;
	if (begin_ns <= t_ns)                  /* inside it: wait for its end */
		return ref_serve(m, begin_ns + D, work_ns);
	if (t_ns + work_ns <= begin_ns)        /* done before it begins */
		return t_ns + work_ns;
	work_ns -= begin_ns - t_ns;            /* what is left when it begins */
	if (P == 0)
		return begin_ns + D + work_ns;
	/* `full` whole gaps of P - D after the window, then the rest in the next */
	gap_ns = P - D;
	full = (work_ns - 1) / gap_ns;
	return begin_ns + D + full * P + (work_ns - full * gap_ns);
}

/* Stall windows that begin before last_ns: those some request met. */
static uint64_t ref_stalls(const struct model *m, uint64_t last_ns)
{
#ifdef BENCH_LAB
	if (!periodic_stalls(m))
		return ref_stalls_random(m, last_ns);
#endif
	if (!m->stall_ns || m->first_stall_ns >= last_ns)
		return 0;
	if (!m->period_ns)
		return 1;
	return (last_ns - m->first_stall_ns - 1) / m->period_ns + 1;
}

/*
 * The reference walk: one client's timeline recomputed request by request,
 * the same rules as the general walk's (walks.c) written apart: the
 * faults (struct faults, or none) and users as options; no server state,
 * every stall window found by arithmetic (ref_serve); the pauses found by
 * arithmetic; the requests in flight a short unsorted list; the requests
 * waiting counted by a binary search over every accepted request's start;
 * the users in plain arrays, the next found by a scan. Request i's send
 * depends on request i - C's release, so of the connections it keeps the
 * last C releases (done[i mod C]). Its due times are handed to it a chunk
 * at a time, or (ref_open) drawn by itself.
 */
static uint64_t ref_pause_end(const struct faults *f, uint64_t t_ns)
{
	uint64_t k, begin_ns;

	if (!f->pause_ns || t_ns < f->pause_first_ns)
		return t_ns;
	k = f->pause_period_ns ? (t_ns - f->pause_first_ns) / f->pause_period_ns : 0;
	begin_ns = f->pause_first_ns + k * f->pause_period_ns;
	return t_ns < begin_ns + f->pause_ns ? begin_ns + f->pause_ns : t_ns;
}

/* Accepted starts (ascending) after t: how many of the n are still waiting. */
static uint64_t ref_waiting(const uint64_t *start, uint64_t n, uint64_t t_ns)
{
	uint64_t lo = 0, hi = n;

	while (lo < hi) {
		uint64_t mid = lo + (hi - lo) / 2;

		if (start[mid] <= t_ns)
			lo = mid + 1;
		else
			hi = mid;
	}
	return n - lo;
}

/* What the reference decided for a request. */
enum { FATE_SENT, FATE_REJECTED, FATE_SKIPPED, FATE_DROPPED };

/*
 * The users as the reference sends for them: every user's next send in
 * plain arrays, the earliest found by a scan (at a tie the smaller id, the
 * user who waited), a finished session's place taken by the last; the next
 * session's arrival beside them.
 */
struct ref_users {
	uint64_t *t, *id, *j, nu, room, next_id, arrival_ns;
	struct poisson arrivals;
};

static void ref_users_free(struct ref_users *u)
{
	free(u->t);
	free(u->id);
	free(u->j);
	u->t = u->id = u->j = NULL;
}

/* Room for room users, keeping those there. Returns 0 or ERR_OOM. */
static int ref_users_room(struct ref_users *u, uint64_t room)
{
	uint64_t *a = realloc(u->t, room * sizeof *a);

	if (!a)
		return ERR_OOM;
	u->t = a;
	if (!(a = realloc(u->id, room * sizeof *a)))
		return ERR_OOM;
	u->id = a;
	if (!(a = realloc(u->j, room * sizeof *a)))
		return ERR_OOM;
	u->j = a;
	u->room = room;
	return 0;
}

static int ref_users_start(struct ref_users *u, const struct model *m)
{
	memset(u, 0, sizeof *u);
	u->nu = m->u.n;
	u->arrival_ns = UINT64_MAX;
	if (ref_users_room(u, max_u64(u->nu, 64)))
		return ERR_OOM;
	for (uint64_t k = 0; k < u->nu; k++) {
		u->t[k] = think_of(m, k, 0);
		u->id[k] = k;
		u->j[k] = 0;
	}
	if (!u->nu) {
		sessions_start(&u->arrivals, m);
		u->arrival_ns = (uint64_t)poisson_next(&u->arrivals);
	}
	return 0;
}

/*
 * The user who sends next, its place into *at; UINT64_MAX past the
 * horizon. A session that arrives first joins them. Returns 0, ERR_OOM
 * or ERR_ACTIVE.
 */
static int ref_users_pick(struct ref_users *u, const struct model *m, uint64_t *at)
{
	uint64_t best = UINT64_MAX;

	for (uint64_t k = 0; k < u->nu; k++)
		if (best == UINT64_MAX || u->t[k] < u->t[best] ||
		    (u->t[k] == u->t[best] && u->id[k] < u->id[best]))
			best = k;
	if (u->arrival_ns != UINT64_MAX && (best == UINT64_MAX || u->arrival_ns < u->t[best])) {
		if (u->nu == MAX_ACTIVE)
			return ERR_ACTIVE;
		if (u->nu == u->room && ref_users_room(u, 2 * u->room))
			return ERR_OOM;
		u->t[u->nu] = u->arrival_ns;
		u->id[u->nu] = u->next_id++;
		u->j[u->nu] = 0;
		best = u->nu++;
		u->arrival_ns = (uint64_t)poisson_next(&u->arrivals);
	}
	*at = best == UINT64_MAX || u->t[best] >= m->u.horizon_ns ? UINT64_MAX : best;
	return 0;
}

/* User k's request ended at release: it thinks and sends again, or (a session that leaves) goes. */
static void ref_users_after(struct ref_users *u, const struct model *m, uint64_t k,
                            uint64_t release)
{
	if (m->u.n) {
		u->j[k]++;
		u->t[k] = release + think_of(m, u->id[k], u->j[k]);
	} else if (returns(m, u->id[k], u->j[k])) {
		u->t[k] = release + think_of(m, u->id[k], u->j[k]);
		u->j[k]++;
	} else {
		u->nu--;
		u->t[k] = u->t[u->nu];
		u->id[k] = u->id[u->nu];
		u->j[k] = u->j[u->nu];
	}
}

struct ref_walk {
	const struct model *m;
	const struct faults *f;
	enum client c;
	int open, users;
	struct handed due;
	uint64_t *done, i, lim, prev_ns, samples;   /* prev_ns: the last completion */
	uint64_t last_send, last_due, last_free;
	uint64_t *flight, in_flight;     /* the open loop's requests in flight, unsorted */
	uint64_t *starts, accepted, room;   /* with a queue limit: every accepted start */
	struct ref_users u;
	struct own_due own;              /* ref_open's: the schedule it draws itself */
	int rc;                          /* why it ended early: ERR_OOM, ERR_ACTIVE */
#ifdef BENCH_LAB
	struct stall_src stalls;   /* the lab's random stalls: the first that may still matter */
#endif
};

/* One request as the reference decided it: its instants, its fate, and (users) who sent it. */
struct ref_rec {
	uint64_t due, send, reply, free_at, who;
	int fate;
};

/* Frees what the walk holds; again is harmless (a walk that failed to start is ended too). */
static void ref_end(struct ref_walk *r)
{
	own_due_close(&r->own);
	free(r->done);
	free(r->flight);
	free(r->starts);
	r->done = r->flight = r->starts = NULL;
	ref_users_free(&r->u);
}

/*
 * A reference walk of client c under faults f (NULL: none), its due times
 * handed to it. Returns 0 or ERR_OOM.
 */
static int ref_start(struct ref_walk *r, const struct model *m, enum client c,
                     const struct faults *f)
{
	memset(r, 0, sizeof *r);
	r->m = m;
	r->f = f ? f : &NO_FAULTS;
	r->c = c;
	r->open = c == CLIENT_OPEN;
	r->users = users_on(m);
	r->lim = c == CLIENT_BACK_TO_BACK || r->users ? UINT64_MAX : m->requests;
#ifdef BENCH_LAB
	stall_src_start(&r->stalls, m);
#endif
	r->done = calloc(m->connections, sizeof *r->done);
	r->flight = malloc((r->f->max_in_flight + 1) * sizeof *r->flight);
	if (!r->done || !r->flight || (r->users && ref_users_start(&r->u, m))) {
		ref_end(r);
		return ERR_OOM;
	}
	return 0;
}

/* A reference walk as ref_start's that draws its own due times. Returns 0 or ERR_OOM. */
static int ref_open(struct ref_walk *r, const struct model *m, enum client c,
                    const struct faults *f)
{
	if (ref_start(r, m, c, f))
		return ERR_OOM;
	if (own_due_open(&r->own, m)) {
		ref_end(r);
		return ERR_OOM;
	}
	return 0;
}

/* Request i's completion, starting no earlier than t_ns: its own draw, the model's stalls. */
static uint64_t ref_request(struct ref_walk *r, uint64_t i, uint64_t t_ns)
{
	const struct model *m = r->m;

#ifdef BENCH_LAB
	if (!periodic_stalls(m))
		return ref_serve_random(r, t_ns, service_of(m, i));
#endif
	return ref_serve(m, t_ns, service_of(m, i));
}

/*
 * The open loop's sender, free at t: the end of any pause it falls in,
 * and with the cap full the first request in flight to end (found by
 * scanning them; r->in_flight of them, those ended dropped). Returns when
 * it sends.
 */
static uint64_t ref_open_send(const struct faults *f, struct ref_walk *r, uint64_t t)
{
	for (;;) {
		uint64_t kept = 0, first = UINT64_MAX;

		t = ref_pause_end(f, t);
		if (!f->max_in_flight)
			break;
		for (uint64_t j = 0; j < r->in_flight; j++)
			if (r->flight[j] > t)
				r->flight[kept++] = r->flight[j];
		r->in_flight = kept;
		if (r->in_flight < f->max_in_flight || f->drop_when_full)
			break;
		for (uint64_t j = 0; j < r->in_flight; j++)
			first = min_u64(first, r->flight[j]);
		t = first;
	}
	return t;
}

/*
 * The request sent at t, at the reference's server: rejected by the queue
 * limit (a request is in service and queue_limit wait), or served.
 */
static int ref_serve_sent(struct ref_walk *r, struct ref_rec *q, uint64_t t)
{
	const struct faults *f = r->f;

	if (f->has_limit && r->prev_ns > t &&
	    ref_waiting(r->starts, r->accepted, t) >= f->queue_limit) {
		q->fate = FATE_REJECTED;
		q->reply = t + f->reject_ns;
		return 0;
	}
	if (f->has_limit) {
		if (r->accepted == r->room) {
			uint64_t room = r->room ? 2 * r->room : 1024, *p = realloc(r->starts, room * sizeof *p);

			if (!p)
				return ERR_OOM;
			r->starts = p;
			r->room = room;
		}
		r->starts[r->accepted++] = max_u64(t, r->prev_ns);
	}
	q->reply = r->prev_ns = ref_request(r, r->i, max_u64(t, r->prev_ns));
	q->fate = FATE_SENT;
	return 0;
}

enum { REF_DECIDED, REF_STOP, REF_HUNGRY };

/*
 * When request r->i is sent, into q->send and *t (REF_DECIDED with q->fate
 * unset), or that it was skipped or dropped (REF_DECIDED, its fate set),
 * or that the walk is over or must be handed due times.
 */
static int ref_sender(struct ref_walk *r, struct ref_rec *q, uint64_t *t)
{
	const struct model *m = r->m;
	const struct faults *f = r->f;
	const uint64_t n = r->i, C = m->connections;

	if (r->c == CLIENT_BACK_TO_BACK) {
		*t = n < C ? 0 : r->done[n % C];
		*t = n ? max_u64(*t, r->last_send) : *t;
		if (m->horizon_ns ? *t >= m->horizon_ns : n >= m->requests)
			return REF_STOP;
		q->due = *t;
		return REF_DECIDED;
	}
	if (!handed_next(&r->due, &r->own, &q->due))
		return REF_HUNGRY;
	if (r->c == CLIENT_SKIP && q->due < r->last_free) {
		q->fate = FATE_SKIPPED;
		return REF_DECIDED;
	}
	if (!r->open) {
		*t = r->c == CLIENT_CATCH_UP && n >= C ? max_u64(q->due, r->done[n % C]) : q->due;
		*t = max_u64(*t, r->last_send);
		return REF_DECIDED;
	}
	*t = n && f->from_last_send ? r->last_send + (q->due - r->last_due)
	     : n ? max_u64(q->due, r->last_send) : q->due;
	r->last_due = q->due;
	*t = ref_open_send(f, r, *t);
	if (f->from_last_send && *t > m->last_due_ns)
		return REF_STOP;
	r->last_send = *t;
	if (f->max_in_flight && r->in_flight == f->max_in_flight) {
		q->fate = FATE_DROPPED;
		q->send = *t;
	}
	return REF_DECIDED;
}

/*
 * Request r->i decided into *q: REF_DECIDED (its fate: sent, rejected,
 * skipped or dropped), REF_STOP at the walk's end or when it failed
 * (r->rc), or REF_HUNGRY.
 */
static int ref_next(struct ref_walk *r, struct ref_rec *q)
{
	const uint64_t T = r->f->timeout_ns;
	uint64_t t = 0, who = 0;
	int got;

	if (r->rc || r->i >= r->lim)
		return REF_STOP;
	q->fate = -1;
	q->who = 0;
	if (r->users) {
		if ((r->rc = ref_users_pick(&r->u, r->m, &who)) || who == UINT64_MAX)
			return REF_STOP;
		t = q->due = r->u.t[who];
		q->who = r->u.id[who];
	} else if ((got = ref_sender(r, q, &t)) != REF_DECIDED) {
		return got;
	}
	if (q->fate != -1) {      /* skipped or dropped */
		r->i++;
		return REF_DECIDED;
	}
	q->send = r->last_send = t;
	if ((r->rc = ref_serve_sent(r, q, t)))
		return REF_STOP;
	q->free_at = T && q->reply - t > T ? t + T : q->reply;
	r->last_free = r->done[r->i % r->m->connections] = q->free_at;
	if (r->open && r->f->max_in_flight)
		r->flight[r->in_flight++] = q->free_at;
	if (r->users)
		ref_users_after(&r->u, r->m, who, q->free_at);
	r->i++;
	return REF_DECIDED;
}

/*
 * Up to cap more requests decided into rec (every fate), or (rec NULL) the
 * latencies of those sent into lat; returns how many, 0 once the client is
 * done or must be handed due times. A chunk a call, as the general walk's.
 */
static uint64_t ref_chunk(struct ref_walk *r, struct ref_rec *rec, uint64_t *lat, uint64_t cap)
{
	struct ref_rec q;
	uint64_t k = 0;

	while (k < cap && ref_next(r, &q) == REF_DECIDED) {
		if (rec)
			rec[k++] = q;
		else if (q.fate == FATE_SENT)
			lat[k++] = q.reply - (r->open ? q.due : q.send);
	}
	return k;
}

/* Up to cap more latencies into lat; returns how many, as ref_chunk's. */
static uint64_t ref_client(struct ref_walk *r, uint64_t *lat, uint64_t cap)
{
	uint64_t k = ref_chunk(r, NULL, lat, cap);

	r->samples += k;
	return k;
}

/* wrk's interval as the reference computes it: T * C / (n - n mod C), not T / (n / C). */
static uint64_t ref_mean_interval(uint64_t runtime_ns, uint64_t n, uint64_t connections)
{
	uint64_t whole = n - n % connections;

	return whole ? max_u64((uint64_t)((u128)runtime_ns * connections / whole), 1) : UINT64_MAX;
}

/*
 * The reference's outcome with every sample kept, for runs that fit
 * (sort_fits; bench alone keeps them for any run it takes). Each client is
 * walked whole by ref_client; each percentile is picked by partitioning
 * (nth_smallest), not by the routes' sort; the corrected set is written
 * out term by term, as HdrHistogram records it (correct_co), while it holds
 * at most REF_TERMS terms. A larger one is read off the sorted closed
 * samples by corrected_summarise, the sorted route's own code: the
 * self-test holds that to writing every term out, and the closed form
 * checks it wherever one holds.
 */
enum { REF_TERMS = 1 << 22 };   /* 32 MiB */

/* Client c's whole walk into lat (room for cap); sets *n and *last_ns. Returns 0 or ERR_OOM. */
static int ref_walk_whole(const struct model *m, enum client c, uint64_t *lat, uint64_t cap,
                          uint64_t *n, uint64_t *last_ns)
{
	struct ref_walk r;
	struct due_src src;
	uint64_t due[4096], nd, k, extra;

	if (ref_start(&r, m, c, NULL))
		return ERR_OOM;
	*n = 0;
	due_restart(&src, m);
	do {
		nd = c == CLIENT_BACK_TO_BACK ? 0 : due_fill(&src, due, sizeof due / sizeof due[0]);
		r.due = (struct handed){ due, nd, 0, NULL };
		k = ref_client(&r, lat + *n, cap - *n);
		*n += k;
		if (r.due.next < nd || (*n == cap && c == CLIENT_BACK_TO_BACK && ref_client(&r, &extra, 1))) {
			fprintf(stderr, "lab: internal error: the reference overran %" PRIu64 " samples\n", cap);
			abort();
		}
	} while (nd || k);
	due_close(&src);
	*last_ns = r.prev_ns;
	ref_end(&r);
	return 0;
}

/* n samples reduced to a summary; v is reordered, not sorted. */
static void ref_summary(uint64_t *v, uint64_t n, const struct model *m, struct summary *s)
{
	u128 total_ns = 0;

	memset(s, 0, sizeof *s);
	s->n = n;
	for (uint64_t i = 0; i < n; i++) {
		total_ns += v[i];
		s->slow += v[i] > m->slow_ns;
	}
	s->sum_ns = total_ns;
	for (int j = 0; j < NPCT && n; j++)
		s->pct_ns[j] = nth_smallest(v, (int64_t)n, (int64_t)rank_of(PCT_MILLI[j], n, m->rank) - 1);
}

/* The corrected set of the n closed samples at interval e. Returns 0, ERR_OOM or ERR_RANGE. */
static int ref_corrected(uint64_t *closed, uint64_t n, uint64_t e, const struct model *m,
                         struct summary *s)
{
	uint64_t total = corrected_count(closed, n, e), *terms, *scratch;
	int rc;

	if (n && !total)
		return ERR_RANGE;   /* more than 2^64 terms */
	if (total <= REF_TERMS && (terms = malloc(max_u64(total, 1) * sizeof *terms))) {
		ref_summary(terms, correct_co(closed, n, e, terms, total), m, s);
		free(terms);
		return 0;
	}
	if (!(scratch = malloc(max_u64(n, 1) * sizeof *scratch)))
		return ERR_OOM;
	qsort(closed, n, sizeof *closed, cmp_u64);
	rc = corrected_summarise(closed, n, e, m->slow_ns, m->rank, scratch, s);
	free(scratch);
	return rc;
}

/* The reference's outcome, every sample kept. Returns 0, ERR_OOM or ERR_RANGE. */
static int ref_sorted(const struct model *m, struct outcome *o)
{
	uint64_t cap = client_capacity(m, closed_client(m)), nc = 0, no = 0;
	uint64_t *closed = malloc(max_u64(cap, 1) * sizeof *closed);
	uint64_t *open = malloc(max_u64(m->requests, 1) * sizeof *open);
	int rc = ERR_OOM;

	memset(o, 0, sizeof *o);
	if (closed && open &&
	    !(rc = ref_walk_whole(m, closed_client(m), closed, cap, &nc, &o->last_done_ns[0])) &&
	    !(rc = ref_walk_whole(m, CLIENT_OPEN, open, m->requests, &no, &o->last_done_ns[1]))) {
		for (int c = 0; c < 2; c++)
			o->stalls[c] = ref_stalls(m, o->last_done_ns[c]);
		o->expected_ns = m->expected_mean
		                 ? ref_mean_interval(o->last_done_ns[0], nc, m->connections)
		                 : m->expected_ns;
		ref_summary(closed, nc, m, &o->set[SET_CLOSED]);
		ref_summary(open, no, m, &o->set[SET_OPEN]);
		rc = ref_corrected(closed, nc, o->expected_ns, m, &o->set[SET_CORRECTED]);
	}
	free(closed);
	free(open);
	return rc;
}

/* The reference's outcome: every sample kept where they fit, else in passes (the lab's). */
static int reference(const struct model *m, struct outcome *o)
{
#ifdef BENCH_LAB
	if (!sort_fits(m))
		return passes_reference(m, o);
#endif
	return ref_sorted(m, o);
}

/*
 * The reference simulation on the second core while the reps run on the
 * first: it shares nothing with them but the model, which neither writes.
 */
struct ref_job {
	const struct model *m;
	struct outcome *want;
	int rc;
};

static void *ref_job_run(void *arg)
{
	struct ref_job *j = arg;

	j->rc = reference(j->m, j->want);
	return NULL;
}

/* After the reps, when the reference ran beside them: its status (ref_rc), then the plan. */
static int reps_after(struct bench_run *br, int rc, int ref_rc)
{
	br->r.gap = closed_form_gap(br->m);
	if (!rc && (ref_rc = fault_rc(ref_rc)))
		rc = cannot(ref_rc, "computing the expected outcome");
	if (!rc)
		print_plan(&br->r);
	return rc;
}

/*
 * The plan and the reps of a run checked against the reference. The
 * reference runs beside the reps, and the plan waits for both, so that a
 * refusal (a count past 2^64) still comes before anything is printed. Not
 * with --verbose (the per-rep lines follow the plan) nor --export (its
 * size is checked first). Returns 0 or the exit status.
 */
static int reference_reps(struct bench_run *br, const char *export_to, int verbose)
{
	struct ref_job job = { br->m, &br->want, 0 };
	struct beside ref_thread;
	int beside, rc;

	beside = !verbose && !export_to && beside_start(&ref_thread, ref_job_run, &job);
	if (!beside && (rc = reps_before(br, export_to)))
		return rc;
	rc = run_reps(br, verbose);
	if (beside) {
		beside_join(&ref_thread);
		rc = reps_after(br, rc, job.rc);
	}
	return rc;
}

/*
 * For the tests: the closed form against the reference simulation on the
 * same model, every field. Exit 0 when they agree; 3 when there is no
 * closed form to compare.
 */
static int run_cross_check(const struct model *m)
{
	struct outcome f, r;
	struct tally t = { 0, 0 };
	const char *gap = closed_form_gap(m);

	if (gap) {
		printf("cross-check: no closed form: %s\n", gap);
		return 3;
	}
	int rc = closed_form(m, &f);

	if ((rc = fault_rc(rc)) || (rc = fault_rc(reference(m, &r))))
		return cannot(rc, "in the cross-check");
	check_outcome(&t, 0, &r, &f);
	check(&t, 0, "correction", "expected_ns", r.expected_ns, f.expected_ns);
	printf("cross-check: closed form against reference: %" PRIu64 " agree, %" PRIu64
	       " differ\n", t.passed, t.failed);
	return t.failed ? 1 : 0;
}

/* ------------------------------------------------------------------ */
/* Self-test                                                           */
/* ------------------------------------------------------------------ */

/*
 * The stateless server against the stateful one at a stall's edges, and
 * the reference's summary by partitioning against writing every term of
 * the corrected set out and sorting (bench.c's st_values sets). Returns
 * failures.
 */
static int reference_self_test(void)
{
	int bad = 0;

	/* the stateless server agrees with the stateful one at the edges */
	struct model m = { .service_ns = 100, .stall_ns = 1000, .period_ns = 5000,
	                   .first_stall_ns = 2000 };
	static const uint64_t starts[] = { 0, 1900, 1901, 1950, 2000, 2500, 2999, 3000, 6950, 7000 };
	for (size_t i = 0; i < sizeof starts / sizeof starts[0]; i++) {
		struct server srv;
		char name[64];

		server_init(&srv, &m);
		snprintf(name, sizeof name, "reference server agrees, start %" PRIu64, starts[i]);
		bad += expect(name, serve(&srv, starts[i], 100, 1000, 5000),
		              ref_serve(&m, starts[i], 100));
	}
	bad += expect("a stall at the completion leaves it alone", 2000, ref_serve(&m, 1900, 100));
	bad += expect("in service at a stall: extended by it", 3050, ref_serve(&m, 1950, 100));
	bad += expect("starting in a stall: waits for its end", 3100, ref_serve(&m, 2500, 100));

	uint64_t v[ST_N], *terms = malloc(sizeof(uint64_t) * ST_TERMS), state = 42;

	for (size_t ei = 0; ei < sizeof ST_E / sizeof ST_E[0] && terms; ei++) {
		for (size_t ti = 0; ti < sizeof ST_TOP / sizeof ST_TOP[0]; ti++) {
			uint64_t e = ST_E[ei], differ = 0;
			struct model mr = { .slow_ns = 1000 };
			char name[160];

			if (st_values(v, ST_N, &state, ST_TOP[ti], e) > ST_TERMS)
				continue;   /* brute force would take too long: skip this pair */
			for (int rule = RANK_ROUND; rule <= RANK_CEIL; rule++) {
				struct summary want, ref;
				uint64_t k = correct_co(v, ST_N, e, terms, ST_TERMS);

				summarise(terms, k, 1000, (enum rank_rule)rule, &want);
				k = correct_co(v, ST_N, e, terms, ST_TERMS);
				mr.rank = (enum rank_rule)rule;
				ref_summary(terms, k, &mr, &ref);
				for (int j = 0; j < NPCT; j++)
					differ += want.pct_ns[j] != ref.pct_ns[j];
				differ += (want.n != ref.n) + (want.slow != ref.slow) + (want.sum_ns != ref.sum_ns);
			}
			snprintf(name, sizeof name, "the reference's partitioning of the corrected set, e %"
			         PRIu64 ", values below %" PRIu64 ": fields that differ", e, ST_TOP[ti]);
			bad += expect(name, 0, differ);
		}
	}
	free(terms);
	return bad + expect("the reference's brute-force buffer was allocated", 1, terms != NULL);
}
