/*
 * misc/lab/omissions.c: what real measurements leave out (seed 003).
 *
 * A client that gives up (--timeout), a server that sheds load as fast
 * errors (--queue-limit), and an open-loop sender that is itself late
 * (--generator-pause, --schedule-from last-send, --max-in-flight): each
 * client walked once more by the general walk with the faults on (walks.c)
 * into views of the same timeline, every sample kept or, on a long run,
 * each view found in passes; the reference walk (reference.c) kept
 * request by request (struct ref_reqs) and its views taken apart; closed
 * forms where they hold, and M/M/1/K. Without a fault, each client's
 * sends walked for the rate it achieved.
 *
 * Owns: what the walk with faults records (omit_record, struct oviews),
 * the reference's requests kept and their views (struct ref_reqs,
 * ref_omit_views), struct omitted, struct trace, struct omit_report, and
 * the lab's one check of a summary against another (check_summary).
 * bench.c holds struct faults, options.c the predicates late_sender and
 * omissions_on. May call: bench.c, walks.c (struct walk, struct counts,
 * walk_start, walk_open, walk_fates), reference.c (ref_open, ref_chunk,
 * ref_end, ref_summary), select.c (struct select, for the views in
 * passes), theory.c (batch_var and theory_cmp, for M/M/1/K) and users.c's
 * users_on.
 */

/* ------------------------------------------------------------------ */
/* Omissions: timeouts, fast errors, a sender that falls behind        */
/* ------------------------------------------------------------------ */

/*
 * The three sets above are the truth: no client gives up, the server
 * sheds nothing, the open loop's sender is never late. struct faults adds
 * what real measurements omit, and then each client is walked once more
 * with the faults, into the views below (omit_route). The faults
 * change the timeline (a closed loop that gives up sends its next request
 * at once; a rejected request takes no service; a late sender's requests
 * arrive late), so these walks share no samples with the truth's.
 *
 *   completed  with a timeout: the requests answered within it
 *   censored   with a timeout: every request sent, one that timed out
 *              recorded at the timeout
 *   ok         with a queue limit: the successes (within any timeout) alone
 *   all        with a queue limit: every request sent, an error at its own
 *              latency, a timeout as in censored
 *   intended   a late sender (the open loop's): reply - intended send
 *   actual     a late sender: reply - actual send
 *   lag        a late sender: actual send - intended send
 *
 * A latency starts where its client's always does (the intended send for
 * the open loop, the actual send for the closed); a timeout runs from the
 * actual send, in both. The closed loop's requests leave in the schedule's
 * order, as they do in the truth's walk.
 */
enum oset { O_COMPLETED, O_CENSORED, O_OK, O_ALL, O_INTENDED, O_ACTUAL, O_LAG, NOSETS };

/* The fault that turns a view on; a late sender's views are the open loop's alone. */
enum oneeds { ON_TIMEOUT, ON_LIMIT, ON_LATE_SENDER };

/*
 * One row a view: its name, the fault that turns it on, and whether it is
 * a latency (set beside the truth's p99, its label naming the client) or,
 * as lag, the sender's own delay (labelled alone). What each view records
 * is written in both walks, omit_record and ref_omit_views.
 */
static const struct oview_def {
	const char *name;
	enum oneeds on;
	int latency;
} OVIEWS[NOSETS] = {
	[O_COMPLETED] = { "completed", ON_TIMEOUT, 1 },
	[O_CENSORED] = { "censored", ON_TIMEOUT, 1 },
	[O_OK] = { "ok", ON_LIMIT, 1 },
	[O_ALL] = { "all", ON_LIMIT, 1 },
	[O_INTENDED] = { "intended", ON_LATE_SENDER, 1 },
	[O_ACTUAL] = { "actual", ON_LATE_SENDER, 1 },
	[O_LAG] = { "lag", ON_LATE_SENDER, 0 },
};

/*
 * Whether the omission walks run: with any fault, and for a closed loop
 * that skips (no fault: its counts alone, for the rate it achieved).
 */
static int counts_wanted(const struct model *m)
{
	return omissions_on(m) || (m->closed == CLOSED_SKIP && m->requests <= OMIT_MAX);
}

/* Whether view s is taken of a client (open 0: the closed loop). */
static int oset_on(const struct model *m, int open, int s)
{
	switch (OVIEWS[s].on) {
	case ON_TIMEOUT:
		return m->f.timeout_ns != 0;
	case ON_LIMIT:
		return m->f.has_limit;
	case ON_LATE_SENDER:
		return open && late_sender(m);
	}
	return 0;   /* no such fault: -Wswitch names a constant without its case */
}

/* A view's name in the table and the RESULT lines: open-completed, lag. */
static const char *oset_label(char *buf, size_t len, int open, int s)
{
	if (!OVIEWS[s].latency)
		snprintf(buf, len, "%s", OVIEWS[s].name);
	else
		snprintf(buf, len, "%s-%s", open ? "open" : "closed", OVIEWS[s].name);
	return buf;
}

/* What the omission walks produced, or must produce. */
struct omitted {
	struct summary set[2][NOSETS];   /* [0] the closed loop, [1] the open loop */
	struct counts c[2];
	/* the open loop's sent requests and errors in 32 batches of the schedule */
	uint64_t sent_batch[THEORY_BATCHES], err_batch[THEORY_BATCHES];
};

/*
 * One client's sent requests in the order they left: when, the latency
 * from its client's base, and the connection (or user) that sent it. The
 * scoreboard reads its intervals off this.
 */
struct trace {
	uint64_t *send_ns, *lat_ns, *conn;
	uint64_t n, cap;
};

static void trace_free(struct trace *t)
{
	free(t->send_ns);
	free(t->lat_ns);
	free(t->conn);
	memset(t, 0, sizeof *t);
}

/* Room for cap requests (it grows if more come). Returns 0 or ERR_OOM. */
static int trace_reserve(struct trace *t, uint64_t cap)
{
	uint64_t *a, *b, *c;

	cap = max_u64(cap, 64);
	a = realloc(t->send_ns, cap * sizeof *a);
	if (a)
		t->send_ns = a;
	b = a ? realloc(t->lat_ns, cap * sizeof *b) : NULL;
	if (b)
		t->lat_ns = b;
	c = b ? realloc(t->conn, cap * sizeof *c) : NULL;
	if (c)
		t->conn = c;
	if (!c)
		return ERR_OOM;
	t->cap = cap;
	return 0;
}

static int trace_add(struct trace *t, uint64_t send_ns, uint64_t lat_ns, uint64_t conn)
{
	if (t->n == t->cap && trace_reserve(t, 2 * t->cap))
		return ERR_OOM;
	t->send_ns[t->n] = send_ns;
	t->lat_ns[t->n] = lat_ns;
	t->conn[t->n++] = conn;
	return 0;
}

/*
 * One client's views as a walk writes them; v[s] is NULL for a view not
 * taken. Every sample kept (sel NULL): v[s] has room for the client's
 * requests. In passes (sel): v[s] is a chunk of cap, handed to view s's
 * selection as its runs (in cnt) whenever it fills.
 */
struct oviews {
	uint64_t *v[NOSETS], n[NOSETS];
	struct trace *tr;        /* or NULL: no trace wanted */
	struct select *sel;      /* NOSETS selections, or NULL */
	uint64_t *cnt, cap;
};

static void oviews_free(struct oviews *o)
{
	for (int s = 0; s < NOSETS; s++)
		free(o->v[s]);
}

static int oviews_init(struct oviews *o, const struct model *m, int open)
{
	uint64_t cap = open ? m->requests : client_capacity(m, closed_client(m));

	memset(o, 0, sizeof *o);
	for (int s = 0; s < NOSETS; s++)
		if (oset_on(m, open, s) && !(o->v[s] = malloc(max_u64(cap, 1) * sizeof(uint64_t))))
			return ERR_OOM;
	return 0;
}

/* View s's chunk to its selection. */
static void oflush(struct oviews *o, int s)
{
	uint64_t nr = runs_of(o->v[s], o->cnt, o->n[s]);

	select_add_runs(&o->sel[s], o->v[s], o->cnt, nr);
	o->n[s] = 0;
}

static inline void opush(struct oviews *o, int s, uint64_t x)
{
	if (!o->v[s])
		return;
	o->v[s][o->n[s]++] = x;
	if (o->sel && o->n[s] == o->cap)
		oflush(o, s);
}

/*
 * A sent request into the counts, the open loop's batches (o, or NULL)
 * and the views (out, or NULL). Returns 0 or ERR_OOM.
 */
static int omit_record(const struct walk *w, const struct fate *r, struct counts *k,
                        struct omitted *o, struct oviews *out)
{
	const uint64_t base = w->open ? r->due : r->send, lat = r->reply - base;
	const uint64_t cens = r->timed_out ? r->send - base + w->f->timeout_ns : lat;

	k->sent++;
	k->timeouts += (uint64_t)r->timed_out;
	k->errors += (uint64_t)r->rejected;
	k->first_send_ns = min_u64(k->first_send_ns, r->send);
	k->last_send_ns = r->send;
	if (w->open && o) {
		int b = (int)((u128)r->i * THEORY_BATCHES / w->m->requests);

		o->sent_batch[b]++;
		o->err_batch[b] += (uint64_t)r->rejected;
	}
	if (!out)
		return 0;
	if (out->tr && trace_add(out->tr, r->send, lat, r->slot))
		return ERR_OOM;
	if (!r->timed_out)
		opush(out, O_COMPLETED, lat);
	opush(out, O_CENSORED, cens);
	if (!r->timed_out && !r->rejected)
		opush(out, O_OK, lat);
	opush(out, O_ALL, cens);
	opush(out, O_INTENDED, r->reply - r->due);
	opush(out, O_ACTUAL, r->reply - r->send);
	opush(out, O_LAG, r->send - r->due);
	return 0;
}

/*
 * One client's walk under the faults (struct walk), into out (may be
 * NULL: counts alone) and *k; the open loop also fills the batches of o.
 * upto, if not 0, ends the walk after that many requests of the schedule
 * (or, users, that many sent): the same timeline's first requests, since
 * no request's fate hangs on a later one. Returns 0, ERR_OOM or (users)
 * ERR_ACTIVE.
 */
static int omit_walk(const struct model *m, int open, struct oviews *out, struct counts *k,
                     struct omitted *o, uint64_t upto)
{
	struct walk w;
	struct fate r[FATES];
	uint64_t got;
	int rc = 0;

	memset(k, 0, sizeof *k);
	if (users_on(m) ? walk_start(&w, m, open, &m->f, upto) : walk_open(&w, m, open, &m->f, upto))
		return ERR_OOM;
	k->intended = w.c == CLIENT_BACK_TO_BACK || w.users ? 0 : w.lim;
	k->first_send_ns = UINT64_MAX;
	while (!rc && (got = walk_fates(&w, r, FATES, k)))
		for (uint64_t j = 0; !rc && j < got; j++)
			rc = omit_record(&w, &r[j], k, o, out);
	if (!k->sent)
		k->first_send_ns = 0;
	rc = rc ? rc : w.rc;
	walk_end(&w);
	return rc;
}

/*
 * Whether the views are found in passes, in bounded memory, rather than
 * with every sample kept: when --exact-by passes asks, or when the run is
 * too long to keep them.
 */
static int omit_in_passes(const struct model *m)
{
	return m->exact_by == EXACT_PASSES ||
	       max_u64(m->requests, client_capacity(m, closed_client(m))) > OMIT_MAX;
}

/*
 * The requests the reference walks (0: all of them). It keeps every
 * request's instants, so on a run too long to keep them it walks the
 * first REF_PREFIX alone, and the route walks them once more to be held
 * to it; the closed form, where it holds, checks the whole run.
 */
enum { REF_PREFIX = 1 << 19 };

static uint64_t omit_prefix(const struct model *m)
{
	uint64_t n = max_u64(m->requests, client_capacity(m, closed_client(m)));

	return n > OMIT_MAX ? REF_PREFIX : 0;
}

/*
 * One client's views in passes: each pass walks the client again (the
 * walk is deterministic) and feeds every view not yet found to its
 * selection (struct select, as the passes route's sets), a chunk at a
 * time; the first pass takes the counts and batches. Memory: a chunk and
 * a selection a view. Returns 0, ERR_OOM or ERR_RANGE.
 */
static int omit_passes(const struct model *m, int open, uint64_t upto, struct omitted *o)
{
	struct select sel[NOSETS];
	struct oviews v = { .sel = sel, .cap = PASS_CHUNK };
	int rc = (v.cnt = malloc(PASS_CHUNK * sizeof *v.cnt)) ? 0 : ERR_OOM;

	memset(sel, 0, sizeof sel);
	for (int s = 0; !rc && s < NOSETS; s++)
		if (oset_on(m, open, s) &&
		    (select_init(&sel[s], m->slow_ns, m->rank, m->guess_entries, NULL) ||
		     !(v.v[s] = malloc(PASS_CHUNK * sizeof *v.v[s]))))
			rc = ERR_OOM;
	for (unsigned pass = 0, left = 1; !rc && left; pass++) {
		rc = omit_walk(m, open, &v, &o->c[open], pass ? NULL : o, upto);
		left = 0;
		for (int s = 0; !rc && s < NOSETS; s++) {
			if (!v.v[s])
				continue;
			if (v.n[s])
				oflush(&v, s);
			if ((rc = select_end_pass(&sel[s])))
				break;
			if (select_open(&sel[s])) {
				left++;
				continue;
			}
			select_summary(&sel[s], &o->set[open][s]);
			free(v.v[s]);
			v.v[s] = NULL;
		}
	}
	for (int s = 0; s < NOSETS; s++)
		select_free(&sel[s]);
	oviews_free(&v);
	free(v.cnt);
	return rc;
}

/*
 * Both clients' walks, every view summarised: sorted, or in passes
 * (omit_in_passes). upto as omit_walk's. Returns 0, ERR_OOM or ERR_RANGE.
 */
static int omit_route(const struct model *m, struct omitted *o, uint64_t upto)
{
	memset(o, 0, sizeof *o);
	for (int open = 0; open < 2; open++) {
		struct oviews v;
		int rc;

		if (omit_in_passes(m)) {
			if ((rc = omit_passes(m, open, upto, o)))
				return rc;
			continue;
		}
		if (!(rc = oviews_init(&v, m, open)))
			rc = omit_walk(m, open, &v, &o->c[open], o, upto);
		for (int s = 0; !rc && s < NOSETS; s++)
			if (v.v[s])
				summarise(v.v[s], v.n[s], m->slow_ns, m->rank, &o->set[open][s]);
		oviews_free(&v);
		if (rc)
			return rc;
	}
	return 0;
}

/*
 * The reference for the walks with faults: the reference walk
 * (reference.c, ref_next: the same rules, kept the plain way), each
 * request's due time, send, reply and fate into arrays first, and the
 * views taken afterwards, each reduced by selection rather than by sorting.
 */

/* The reference's arrays: each request's instants and fate, then the view it takes. */
struct ref_reqs {
	uint64_t *due, *send, *reply, *view;
	unsigned char *fate;
	uint64_t n;                   /* requests walked */
};

static void ref_reqs_free(struct ref_reqs *q)
{
	free(q->due);
	free(q->send);
	free(q->reply);
	free(q->view);
	free(q->fate);
}

static int ref_reqs_init(struct ref_reqs *q, uint64_t cap)
{
	memset(q, 0, sizeof *q);
	q->due = malloc(cap * sizeof *q->due);
	q->send = malloc(cap * sizeof *q->send);
	q->reply = malloc(cap * sizeof *q->reply);
	q->view = malloc(cap * sizeof *q->view);
	q->fate = malloc(cap);
	return q->due && q->send && q->reply && q->view && q->fate ? 0 : ERR_OOM;
}

/*
 * The sends, the server and the fates, request by request into q, by the
 * reference walk (reference.c, ref_next) under the faults: lim requests
 * of the schedule at most. Returns 0 or ERR_OOM.
 */
static int ref_omit_sends(const struct model *m, int open, uint64_t lim, struct ref_reqs *q)
{
	struct ref_walk rw;
	struct ref_rec x[FATES];
	uint64_t n = 0, got;
	int rc;

	if (ref_open(&rw, m, open ? CLIENT_OPEN : closed_client(m), &m->f))
		return ERR_OOM;
	rw.lim = lim;
	while ((got = ref_chunk(&rw, x, NULL, FATES)))
		for (uint64_t j = 0; j < got; j++, n++) {
			q->due[n] = x[j].due;
			q->send[n] = x[j].send;
			q->reply[n] = x[j].reply;
			q->fate[n] = (unsigned char)x[j].fate;
		}
	q->n = n;
	rc = rw.rc;
	ref_end(&rw);
	return rc;
}

/* The counts, the open loop's batches and the trace (tr, or NULL), from q. Returns 0 or ERR_OOM. */
static int ref_omit_counts(const struct model *m, int open, const struct ref_reqs *q,
                           struct omitted *o, struct trace *tr)
{
	const uint64_t C = open ? 1 : m->connections, T = m->f.timeout_ns;
	struct counts *k = &o->c[open];

	for (uint64_t i = 0; i < q->n; i++) {
		if (q->fate[i] == FATE_SKIPPED)
			k->never_sent++;
		if (q->fate[i] == FATE_DROPPED)
			k->dropped++;
		if (q->fate[i] != FATE_SENT && q->fate[i] != FATE_REJECTED)
			continue;
		k->sent++;
		if (tr && trace_add(tr, q->send[i], q->reply[i] - (open ? q->due[i] : q->send[i]),
		                    open ? 0 : i % C))
			return ERR_OOM;
		k->errors += q->fate[i] == FATE_REJECTED;
		k->timeouts += T && q->reply[i] - q->send[i] > T;
		k->last_send_ns = q->send[i];
		if (k->sent == 1)
			k->first_send_ns = q->send[i];
		if (open) {
			int b = (int)((u128)i * THEORY_BATCHES / m->requests);

			o->sent_batch[b]++;
			o->err_batch[b] += q->fate[i] == FATE_REJECTED;
		}
	}
	return 0;
}

/* Each view a client takes, written out from q and reduced by selection. */
static void ref_omit_views(const struct model *m, int open, struct ref_reqs *q, struct omitted *o)
{
	const uint64_t T = m->f.timeout_ns;

	for (int s = 0; s < NOSETS; s++) {
		uint64_t nv = 0, *view = q->view;

		if (!oset_on(m, open, s))
			continue;
		for (uint64_t i = 0; i < q->n; i++) {
			const uint64_t due = q->due[i], send = q->send[i], reply = q->reply[i];
			const uint64_t from = open ? due : send;
			const int out = T && reply - send > T;

			if (q->fate[i] != FATE_SENT && q->fate[i] != FATE_REJECTED)
				continue;
			if (s == O_LAG)
				view[nv++] = send - due;
			else if (s == O_ACTUAL)
				view[nv++] = reply - send;
			else if (s == O_INTENDED)
				view[nv++] = reply - due;
			else if (s == O_CENSORED || s == O_ALL)
				view[nv++] = out ? send + T - from : reply - from;
			else if (!out && (s == O_COMPLETED || q->fate[i] == FATE_SENT))
				view[nv++] = reply - from;
		}
		ref_summary(view, nv, m, &o->set[open][s]);
	}
}

/*
 * One client by the reference, the first upto requests (0: all), its
 * trace into tr (or NULL). Returns 0 or ERR_OOM.
 */
static int ref_omit_client(const struct model *m, int open, struct omitted *o, struct trace *tr,
                           uint64_t upto)
{
	const enum client c = open ? CLIENT_OPEN : closed_client(m);
	const uint64_t whole = open ? m->requests : client_capacity(m, c);
	const uint64_t lim = upto ? upto : m->requests, cap = upto ? min_u64(upto, whole) : whole;
	struct counts *k = &o->c[open];
	struct ref_reqs q;
	int rc;

	memset(k, 0, sizeof *k);
	if (!(rc = ref_reqs_init(&q, cap)))
		rc = ref_omit_sends(m, open, c != CLIENT_BACK_TO_BACK ? lim : upto ? upto : UINT64_MAX, &q);
	if (!rc) {
		k->intended = c == CLIENT_BACK_TO_BACK ? q.n : lim;
		k->never_sent = k->intended - q.n;
		rc = ref_omit_counts(m, open, &q, o, tr);
	}
	if (!rc)
		ref_omit_views(m, open, &q, o);
	ref_reqs_free(&q);
	return rc;
}

/* Both clients by the reference; upto as omit_walk's. */
static int omit_reference(const struct model *m, struct omitted *o, uint64_t upto)
{
	int rc;

	memset(o, 0, sizeof *o);
	if ((rc = ref_omit_client(m, 0, o, NULL, upto)))
		return rc;
	return ref_omit_client(m, 1, o, NULL, upto);
}

/*
 * Where a closed form holds. CF_TIMEOUT: on the default shape with a
 * timeout alone the open loop's timeline is the truth's (the server
 * serves what the client gave up on), so open-completed is the closed
 * form's open latencies at most T, open-censored the same with those
 * above it at T. CF_LAG: on a fixed schedule with pauses alone (no drift,
 * no cap), a request due during pause [b, b + D) leaves at its end, lag
 * b + D - due; every request is sent. Returns the mask of what it filled.
 */
enum { CF_TIMEOUT = 1, CF_LAG = 2 };

static int omit_closed_form(const struct model *m, struct omitted *o)
{
	const struct faults *f = &m->f;
	int mask = 0;

	memset(o, 0, sizeof *o);
	if (f->timeout_ns && !f->has_limit && !late_sender(m) && !closed_form_gap(m)) {
		struct stall_geom g;
		struct dist open = { 0 }, done = { 0 };
		uint64_t above = 0;

		stall_geom(m, &g);
		closed_form_open(m, &g, &open);
		for (size_t i = 0; i < open.nruns; i++) {
			const struct run *r = &open.run[i];
			uint64_t keep = run_count_le(r, f->timeout_ns), skip = r->terms - keep;

			dist_add(&done, r->first_ns - skip * r->step_ns, r->step_ns, keep, r->copies);
			above += skip * r->copies;
		}
		o->c[1].timeouts = above;
		if (!done.oom)
			dist_summarise(&done, m->slow_ns, m->rank, &o->set[1][O_COMPLETED]);
		dist_add(&done, f->timeout_ns, 0, 1, above);
		if (!done.oom && !open.oom) {
			dist_summarise(&done, m->slow_ns, m->rank, &o->set[1][O_CENSORED]);
			mask |= CF_TIMEOUT;
		}
		dist_free(&open);
		dist_free(&done);
	}
	if (f->pause_ns && !f->from_last_send && !f->max_in_flight && m->schedule == SCHED_FIXED &&
	    !m->due_ns) {
		const uint64_t I = m->interval_ns, D = f->pause_ns, n = m->requests;
		struct dist lag = { 0 };
		uint64_t lagged = 0;

		for (uint64_t b = f->pause_first_ns; b <= (n - 1) * I;) {
			uint64_t i0 = ceil_div(b, I), i1 = min_u64(n, ceil_div(b + D, I));

			if (i0 < i1) {
				dist_add(&lag, b + D - i0 * I, I, i1 - i0, 1);
				lagged += i1 - i0;
			}
			if (!f->pause_period_ns)
				break;
			b += f->pause_period_ns;
		}
		dist_add(&lag, 0, 0, 1, n - lagged);
		o->c[1].sent = n;
		if (!lag.oom) {
			dist_summarise(&lag, m->slow_ns, m->rank, &o->set[1][O_LAG]);
			mask |= CF_LAG;
		}
		dist_free(&lag);
	}
	return mask;
}

/* Whether the closed form of mask gives view s of a client. */
static int cf_covers(int mask, int open, int s)
{
	return open && (((mask & CF_TIMEOUT) && s <= O_CENSORED) || ((mask & CF_LAG) && s == O_LAG));
}

/*
 * One summary against another: n, each percentile, the slow count, the
 * sum. The lab's one such check.
 */
static void check_summary(struct tally *t, const char *what, const struct summary *w,
                          const struct summary *g)
{
	check(t, 0, what, "n", w->n, g->n);
	for (int j = 0; j < NPCT; j++)
		check(t, 0, what, PCT_NAME[j], w->pct_ns[j], g->pct_ns[j]);
	check(t, 0, what, "slow", w->slow, g->slow);
	check(t, 0, what, "sum_ns", w->sum_ns, g->sum_ns);
}

/* Every view and count of got against want; closed-form: only what mask holds. */
static void check_omitted(struct tally *t, const struct model *m, const struct omitted *want,
                          const struct omitted *got, int mask)
{
	char name[40];

	for (int open = 0; open < 2; open++) {
		const struct counts *w = &want->c[open], *g = &got->c[open];
		const char *who = open ? "open" : "closed";

		for (int s = 0; s < NOSETS; s++) {
			const struct summary *ws = &want->set[open][s], *gs = &got->set[open][s];

			if (!oset_on(m, open, s) || (mask && !cf_covers(mask, open, s)))
				continue;
			check_summary(t, oset_label(name, sizeof name, open, s), ws, gs);
		}
		if (mask) {
			if (open && mask & CF_TIMEOUT)
				check(t, 0, who, "timeouts", w->timeouts, g->timeouts);
			if (open && mask & CF_LAG) {
				check(t, 0, who, "sent", w->sent, g->sent);
				check(t, 0, who, "never_sent", w->never_sent, g->never_sent);
				check(t, 0, who, "dropped", w->dropped, g->dropped);
			}
			continue;
		}
		check(t, 0, who, "intended", w->intended, g->intended);
		check(t, 0, who, "sent", w->sent, g->sent);
		check(t, 0, who, "never_sent", w->never_sent, g->never_sent);
		check(t, 0, who, "dropped", w->dropped, g->dropped);
		check(t, 0, who, "timeouts", w->timeouts, g->timeouts);
		check(t, 0, who, "errors", w->errors, g->errors);
		check(t, 0, who, "first_send_ns", w->first_send_ns, g->first_send_ns);
		check(t, 0, who, "last_send_ns", w->last_send_ns, g->last_send_ns);
	}
	for (int b = 0; b < THEORY_BATCHES && !mask; b++) {
		check(t, 0, "open", "batch_sent", want->sent_batch[b], got->sent_batch[b]);
		check(t, 0, "open", "batch_errors", want->err_batch[b], got->err_batch[b]);
	}
}


/* With faults: what they are, and what the views are checked against. */
static void print_omission_plan(const struct model *m, int mask)
{
	const struct faults *f = &m->f;
	char a[32], b[32];
	const char *sep = ":";

	printf("faults");
	if (f->timeout_ns) {
		printf("%s clients give up %s us after a send", sep, fmt_us(a, sizeof a, f->timeout_ns));
		sep = ";";
	}
	if (f->has_limit) {
		printf("%s the server rejects a request that finds %" PRIu64 " waiting (the error "
		       "reaches the client %s us after the send)", sep, f->queue_limit,
		       fmt_us(a, sizeof a, f->reject_ns));
		sep = ";";
	}
	if (late_sender(m))
		printf("%s the open loop's sender sends %s", sep, f->from_last_send ? "one schedule "
		       "gap after its last send (drifting), nothing after the last due time"
		       : "each request when due, or as soon after as it can");
	if (f->pause_ns && f->pause_period_ns) {
		char c[32];

		printf(", pauses %s us every %s us from %s us", fmt_us(a, sizeof a, f->pause_ns),
		       fmt_us(b, sizeof b, f->pause_period_ns), fmt_us(c, sizeof c, f->pause_first_ns));
	}
	else if (f->pause_ns)
		printf(", pauses %s us once, at %s us", fmt_us(a, sizeof a, f->pause_ns),
		       fmt_us(b, sizeof b, f->pause_first_ns));
	if (f->max_in_flight)
		printf(", keeps at most %" PRIu64 " in flight, then %s", f->max_in_flight,
		       f->drop_when_full ? "drops the request" : "waits for a slot");
	printf("\nomissions: the three sets above are the truth, walked without the faults; each "
	       "client is walked once more with them (%s), and its views are checked against a "
	       "reference simulation", omit_in_passes(m) ? "its views found in passes, in bounded "
	       "memory" : "every sample kept");
	if (omit_prefix(m))
		printf(" of the first %d requests (walked once more for it)", REF_PREFIX);
	if (mask & CF_TIMEOUT)
		printf(", and open-completed, open-censored and the open loop's timeouts against the "
		       "closed form");
	if (mask & CF_LAG)
		printf(", and lag and the open loop's sends against the closed form");
	printf("\n");
	if (f->timeout_ns)
		printf("a closed loop that gives up sends its next request at once: its timeline "
		       "is no longer the open loop's\n");
}

/*
 * M/M/1/K: Poisson arrivals, exponential service, no stalls, a queue
 * limit and no other fault. With room for N = K + 1 (K waiting, one in
 * service) an arrival is rejected with probability (1 - rho) rho^N /
 * (1 - rho^(N+1)), or 1 / (N + 1) at rho = 1. Returns 0 where it does
 * not apply.
 */
static int mm1k_share(const struct model *m, double *rho, double *share)
{
	double N = (double)m->f.queue_limit + 1, r;

	if (!m->f.has_limit || m->f.timeout_ns || late_sender(m) || m->schedule != SCHED_POISSON ||
	    m->service_dist != SVC_EXP || m->stall_ns)
		return 0;
	r = *rho = m->rate_per_s / 1e9 * (double)m->service_ns;
	*share = fabs(r - 1) < 1e-12 ? 1 / (N + 1) : (1 - r) * pow(r, N) / (1 - pow(r, N + 1));
	return 1;
}

/* The rejected share of the open loop against M/M/1/K's, with batch means for the tolerance. */
struct mm1k_check {
	double rho, share, measured;
	struct theory_cmp c;
};

/* The check of o's open loop on m; 0 where M/M/1/K does not apply or nothing was sent. */
static int mm1k_check(const struct model *m, const struct omitted *o, struct mm1k_check *x)
{
	const struct counts *k = &o->c[1];
	double p, var, errors[THEORY_BATCHES];

	if (!mm1k_share(m, &x->rho, &x->share) || !k->sent)
		return 0;
	p = x->measured = (double)k->errors / (double)k->sent;
	for (int b = 0; b < THEORY_BATCHES; b++)
		errors[b] = (double)o->err_batch[b];
	var = batch_var(errors, o->sent_batch, p);
	x->c = p > 0 ? theory_cmp(p, x->share, sqrt(var) / p) : (struct theory_cmp){ -100, 0 };
	return 1;
}

/* The check in words, and a warning where it fails. */
static void print_mm1k(const struct model *m, const struct omitted *o)
{
	struct mm1k_check x;

	if (!mm1k_check(m, o, &x))
		return;
	printf("theory: M/M/1/K at rho %.3f, %" PRIu64 " waiting at most, rejects %.3f %% of "
	       "arrivals; the open loop saw %.3f %% (%+.2f %%, tolerance %.2f %%: four standard "
	       "errors of %d batch means)\n", x.rho, m->f.queue_limit, 100 * x.share, 100 * x.measured,
	       x.c.err_pct, x.c.tol_pct, THEORY_BATCHES);
	if (fabs(x.c.err_pct) > x.c.tol_pct)
		printf("warning: the rejected share is outside its tolerance\n");
}

/* The check's RESULT line. */
static void print_mm1k_result(const struct model *m, const struct omitted *o)
{
	struct mm1k_check x;

	if (mm1k_check(m, o, &x))
		printf("RESULT theory queue=M/M/1/K rho=%.4f k=%" PRIu64 " rejected_pct=%.4f "
		       "measured_pct=%.4f err_pct=%.3f tolerance_pct=%.3f ok=%d\n", x.rho, m->f.queue_limit,
		       100 * x.share, 100 * x.measured, x.c.err_pct, x.c.tol_pct,
		       fabs(x.c.err_pct) <= x.c.tol_pct);
}

/* A rate from a sequence of sends: (count - 1) over the time from first to last, a second. */
static double send_rate(uint64_t count, uint64_t first_ns, uint64_t last_ns)
{
	return count > 1 && last_ns > first_ns ? (double)(count - 1) * 1e9 / (double)(last_ns - first_ns)
	                                       : 0;
}

/*
 * A benchmark run's omissions, for its report: with faults, the views their
 * walks produced and how they were checked; without, each client's sends,
 * walked for its rate, and that walk's own checks (kept out of the run's
 * tally, so that its check count stays PER_RUN a run).
 */
struct omit_report {
	const struct omitted *om;     /* with faults: what their walks produced; else NULL */
	int omask;                    /* what of it a closed form gives (CF_TIMEOUT, CF_LAG) */
	uint64_t ochecks;             /* the checks its views and counts took */
	struct counts rate[2];        /* without faults: each client's sends, walked for its rate */
	int have_rate;                /* rate[] was walked (a run of at most OMIT_MAX requests) */
	struct tally rt;              /* rate[]'s checks against the truth */
};

/* The rate a client achieved: its sends, first to last. */
static double achieved_rate(const struct counts *k)
{
	return send_rate(k->sent, k->first_send_ns, k->last_send_ns);
}

/* The rate the schedule intends: its slots, first due to last. */
static double intended_rate(const struct model *m)
{
	return send_rate(m->requests, m->first_due_ns, m->last_due_ns);
}

/* One client's RESULT rate line: its counts, and the rate it achieved beside the intended. */
static void print_rate_result(const char *who, const struct counts *k, double intended)
{
	printf("RESULT rate client=%s intended=%" PRIu64 " sent=%" PRIu64 " never_sent=%" PRIu64
	       " dropped=%" PRIu64 " intended_per_s=%.1f achieved_per_s=%.1f\n", who, k->intended,
	       k->sent, k->never_sent, k->dropped, intended, achieved_rate(k));
}

/* The views taken of the two clients, and how many. */
static int omit_views(const struct model *m)
{
	int views = 0;

	for (int s = 0; s < NOSETS; s++)
		views += oset_on(m, 0, s) + oset_on(m, 1, s);
	return views;
}

/* The omissions for the reader: each view's row, each client's counts, the p99s beside the truth's. */
static void print_omissions(const struct report *r, const struct omit_report *or)
{
	const struct model *m = r->m;
	const struct omitted *o = or->om;
	const uint64_t truth99 = r->best[SET_OPEN].pct_ns[PCT_P99];
	const double intended = intended_rate(m);
	char name[40], a[32], b[32];

	if (!o)
		return;
	printf("\n");
	if (omit_views(m)) {
		print_header_w(16);
		printf("\n");
	}
	for (int open = 0; open < 2; open++)
		for (int s = 0; s < NOSETS; s++)
			if (oset_on(m, open, s)) {
				print_row_w(16, oset_label(name, sizeof name, open, s), &o->set[open][s]);
				printf("\n");
			}
	for (int open = 0; open < 2; open++) {
		const struct counts *k = &o->c[open];

		printf("%s loop: sent %" PRIu64 " of %" PRIu64, open ? "open" : "closed", k->sent, k->intended);
		if (k->never_sent)
			printf(", %" PRIu64 " never sent", k->never_sent);
		if (k->dropped)
			printf(", %" PRIu64 " dropped", k->dropped);
		if (m->f.timeout_ns)
			printf(", %" PRIu64 " timed out (%s %%)", k->timeouts,
			       fmt_share(a, sizeof a, k->timeouts, k->sent));
		if (m->f.has_limit)
			printf(", %" PRIu64 " rejected (%s %%)", k->errors,
			       fmt_share(a, sizeof a, k->errors, k->sent));
		printf("; %.1f a second, of %.1f\n", achieved_rate(k), intended);
	}
	if (!omit_views(m))
		return;
	printf("(us; the faults' walks, once each; p99 beside the truth's %s us:", fmt_us(a, sizeof a, truth99));
	for (int open = 1; open >= 0; open--)
		for (int s = 0; s < NOSETS; s++)
			if (oset_on(m, open, s) && OVIEWS[s].latency)
				printf(" %s %s", oset_label(name, sizeof name, open, s),
				       fmt_ratio(b, sizeof b, o->set[open][s].pct_ns[PCT_P99], truth99));
	printf(" times)\n");
	print_mm1k(m, o);
}

/* The omissions' RESULT lines: each view, each client's timeouts, errors and rate, the checks. */
static void print_omission_results(const struct report *r, const struct omit_report *or)
{
	const struct model *m = r->m;
	const struct omitted *o = or->om;
	const double intended = intended_rate(m);
	char name[40], a[32];

	if (!o)
		return;
	for (int open = 0; open < 2; open++)
		for (int s = 0; s < NOSETS; s++)
			if (oset_on(m, open, s))
				print_result_set(oset_label(name, sizeof name, open, s), &o->set[open][s]);
	for (int open = 0; open < 2; open++) {
		const struct counts *k = &o->c[open];
		const char *who = open ? "open" : "closed";

		if (m->f.timeout_ns)
			printf("RESULT timeouts client=%s count=%" PRIu64 " share_pct=%s\n", who, k->timeouts,
			       fmt_share(a, sizeof a, k->timeouts, k->sent));
		if (m->f.has_limit)
			printf("RESULT errors client=%s count=%" PRIu64 " share_pct=%s\n", who, k->errors,
			       fmt_share(a, sizeof a, k->errors, k->sent));
		print_rate_result(who, k, intended);
	}
	print_mm1k_result(m, o);
	printf("RESULT omissions checked_against=reference%s checks=%" PRIu64 "\n",
	       or->omask ? ",closed-form" : "", or->ochecks);
}

/* The omissions' reference walks, as a job for the other core. */
struct omit_job {
	const struct model *m;
	struct omitted *o;
	uint64_t upto;
	int rc;
};

static void *omit_job_run(void *arg)
{
	struct omit_job *j = arg;

	j->rc = omit_reference(j->m, j->o, j->upto);
	return NULL;
}

/*
 * A run with no fault still says what each client sent and at what rate
 * (the faults' walks say it where they run): both clients walked once more
 * for their sends alone (omit_walk, no view kept), and the counts held to
 * the truth's timeline. Without a fault every slot a client did not skip
 * is sent, so sent is the truth's n and never sent the rest; the open loop
 * sends at the first and the last due time; the closed loop's last send is
 * before its last completion. These checks have a tally of their own, so
 * that a run's check count stays PER_RUN a run. Returns 0 or ERR_OOM.
 */
static int rate_walk(const struct model *m, const struct outcome *want, struct omit_report *r)
{
	for (int open = 0; open < 2; open++) {
		struct counts *k = &r->rate[open];
		const char *who = open ? "open" : "closed";
		const int b2b = !open && m->closed == CLOSED_BACK_TO_BACK;
		int rc = fault_rc(omit_walk(m, open, NULL, k, NULL, 0));

		if (rc)
			return rc;
		check(&r->rt, 0, who, "rate sent=truth", want->set[open ? SET_OPEN : SET_CLOSED].n, k->sent);
		check(&r->rt, 0, who, "rate intended", b2b ? k->sent : m->requests, k->intended);
		check(&r->rt, 0, who, "rate never_sent", k->intended - want->set[open ? SET_OPEN : SET_CLOSED].n,
		      k->never_sent);
		check(&r->rt, 0, who, "rate dropped", 0, k->dropped);
		if (!b2b)
			check(&r->rt, 0, who, "rate first_send=first_due", m->first_due_ns, k->first_send_ns);
		if (open)
			check(&r->rt, 0, who, "rate last_send=last_due", m->last_due_ns, k->last_send_ns);
		else
			check(&r->rt, 0, who, "rate last_send<last_completion", 1,
			      k->last_send_ns < want->last_done_ns[0]);
	}
	r->have_rate = 1;
	return 0;
}

/* Without faults: each client's intended and achieved rate, a line for the reader (after the ratios). */
static void print_rates(const struct model *m, const struct omit_report *r)
{
	if (!r->have_rate)
		return;
	printf("rates: %.1f requests a second intended; the closed loop sent %" PRIu64 " of %"
	       PRIu64 ", %.1f a second (%" PRIu64 " never sent); the open loop %" PRIu64
	       ", %.1f a second\n", intended_rate(m), r->rate[0].sent, r->rate[0].intended,
	       achieved_rate(&r->rate[0]), r->rate[0].never_sent, r->rate[1].sent,
	       achieved_rate(&r->rate[1]));
}

/* The same as RESULT lines, with the checks of the walk that counted them. */
static void print_rate_results(const struct model *m, const struct omit_report *r)
{
	if (!r->have_rate)
		return;
	for (int open = 0; open < 2; open++)
		print_rate_result(open ? "open" : "closed", &r->rate[open], intended_rate(m));
	printf("RESULT rate checked_against=truth checks=%" PRIu64 " failed=%" PRIu64 "\n",
	       r->rt.passed + r->rt.failed, r->rt.failed);
}

/* Every row of OVIEWS has a name of its own. Returns failures. */
static int omissions_self_test(void)
{
	int bad = 0;

	for (int s = 0; s < NOSETS; s++) {
		char name[96];
		int ok = OVIEWS[s].name != NULL;

		for (int j = 0; ok && j < s; j++)
			ok = !OVIEWS[j].name || strcmp(OVIEWS[s].name, OVIEWS[j].name) != 0;
		snprintf(name, sizeof name, "view %d (%s): a name of its own", s,
		         OVIEWS[s].name ? OVIEWS[s].name : "none");
		bad += expect(name, 1, ok);
	}
	return bad;
}
