/*
 * misc/lab/walks.c: the general walk, the one the lab's routes share, for
 * every schedule, every closed loop, users and the faults. Bench alone has
 * seed 000's one catch-up connection, which its quoted fast loops serve;
 * everything else walks here (the reference walks apart, reference.c and
 * omissions.c).
 *
 * Owns: the server as the lab's walks call it (serve_work: periodic or
 * random stalls; serve_request: a request's own service time); the
 * schedule handed out in chunks (due_restart, due_fill); the clients (the
 * open loop, and the closed loop that catches up, skips or sends back to
 * back, on C connections) and the size a client's latency array needs;
 * struct walk, its sender and server with the faults (struct faults) and
 * users as options, a chunk at a time (walk_loop: fates, for the
 * omissions and the users; latencies, walk_run) and over the whole run
 * (walk_all); struct counts; the heap of events; the closed form of the
 * closed loops (catching up on C connections, skipping, back to back); a
 * back-to-back loop's horizon. May call: bench.c's schedules (due_open,
 * due_next, due_close), its server (server_init, serve) and its closed
 * form's helpers (dist_add, ceil_div); the lab's draws and random stalls,
 * declared in bench.c; the users' draws (users.c) and poisson_next
 * (schedules.c), declared before the walk. Defines the hooks bench.c
 * declares for it (closed_capacity, general_walk, general_window_walk,
 * closed_form_lab_gap, closed_form_other, resolve_horizon); the lab's
 * files after it call the walk directly.
 */

/* A request of work_ns, starting at start_ns: the model's stalls. */
static inline uint64_t serve_work(struct server *srv, const struct model *m, uint64_t work_ns,
                                  uint64_t start_ns)
{
	if (!periodic_stalls(m))
		return serve_random(srv, start_ns, work_ns);
	return serve(srv, start_ns, work_ns, m->stall_ns, m->period_ns);
}

/* Request i of model m, starting at start_ns: its own service time, the model's stalls. */
static inline uint64_t serve_request(struct server *srv, const struct model *m, uint64_t i,
                                     uint64_t start_ns)
{
	return serve_work(srv, m, m->service_dist == SVC_FIXED ? m->service_ns : service_of(m, i),
	                  start_ns);
}

/*
 * Starts the schedule again; a file that can no longer be opened ends the
 * run (the fault said, exit 2), the walk on due times of 0.
 */
static void due_restart(struct due_src *d, const struct model *m)
{
	char err[256];

	if (due_open(d, m, err, sizeof err)) {
		run_fault_set(2, err);
		d->lab.broken = 1;
	}
}

/* The next due times, up to cap of them; 0 once all m->requests were given. */
static uint64_t due_fill(struct due_src *d, uint64_t *due_ns, uint64_t cap)
{
	uint64_t n = min_u64(cap, d->m->requests - d->i);

	if (!d->m->due_ns && d->m->schedule == SCHED_POISSON) {
		sched_fill(d, due_ns, n);   /* the common long run, without due_next's dispatch */
		return n;
	}
	for (uint64_t k = 0; k < n; k++)
		due_ns[k] = due_next(d);
	return n;
}

/* The clients of the general walk. */
enum client { CLIENT_OPEN, CLIENT_CATCH_UP, CLIENT_SKIP, CLIENT_BACK_TO_BACK };

static enum client closed_client(const struct model *m)
{
	static const enum client by_kind[] = { CLIENT_CATCH_UP, CLIENT_SKIP,
	                                       CLIENT_BACK_TO_BACK };
	return by_kind[m->closed];
}

/* Most samples client c can record: the size its latency array needs. */
static uint64_t client_capacity(const struct model *m, enum client c)
{
	if (c != CLIENT_BACK_TO_BACK || m->horizon_ns == 0)
		return m->requests;
	/* each connection's sends are at least one service time apart */
	return m->horizon_ns / m->service_ns + m->connections + 1;
}

/*
 * Due times handed to a walk by due_fill: how many, and the next to take;
 * and, if svc_ns is not NULL, the service times of the same requests
 * (svc_ns[j] is the service of the request due at due_ns[j]), drawn once
 * for every walk that reads the chunk. The reference ignores svc_ns and
 * draws its own, so a chunk drawn out of step shows as a difference.
 */
struct handed {
	const uint64_t *due_ns;
	uint64_t n, next;
	const uint64_t *svc_ns;
};

/*
 * Due times a walk draws itself (walk_open, and the reference's ref_open),
 * a chunk at a time, rather than being handed them: the schedule's cursor
 * and the chunk (buf NULL: the walk is handed its due times).
 */
struct own_due {
	struct due_src d;
	uint64_t *buf;
};

enum { OWN_CHUNK = 4096 };   /* due times a walk draws itself at a time */

/* Returns 0 or ERR_OOM. */
static int own_due_open(struct own_due *o, const struct model *m)
{
	if (!(o->buf = malloc(OWN_CHUNK * sizeof *o->buf)))
		return ERR_OOM;
	due_restart(&o->d, m);
	return 0;
}

static void own_due_close(struct own_due *o)
{
	if (o->buf)
		due_close(&o->d);
	free(o->buf);
	o->buf = NULL;
}

/* h's next due time into *due, h refilled from o where the walk draws its own: 1, or 0. */
static inline int handed_next(struct handed *h, struct own_due *o, uint64_t *due)
{
	if (h->next == h->n) {
		if (!o->buf)
			return 0;
		*h = (struct handed){ o->buf, due_fill(&o->d, o->buf, OWN_CHUNK), 0, NULL };
		if (!h->n)
			return 0;
	}
	*due = h->due_ns[h->next++];
	return 1;
}

/* One client's requests under the faults. */
struct counts {
	uint64_t intended;          /* on the schedule (back-to-back: those sent) */
	uint64_t sent, never_sent;  /* never sent: skipped slots, or past the run's end */
	uint64_t dropped, timeouts, errors;
	uint64_t first_send_ns, last_send_ns;
};

/*
 * The earliest instant at or after t_ns when the sender is not paused.
 * *next_ns is the start of the first pause that has not ended; t_ns never
 * goes back between calls.
 */
static uint64_t pause_cursor(const struct faults *f, uint64_t *next_ns, uint64_t t_ns)
{
	while (*next_ns != UINT64_MAX && *next_ns + f->pause_ns <= t_ns)
		*next_ns = f->pause_period_ns ? *next_ns + f->pause_period_ns : UINT64_MAX;
	return *next_ns <= t_ns ? *next_ns + f->pause_ns : t_ns;
}

/*
 * A binary min-heap of events, earliest first and, at a tie, the smaller
 * who first: the open loop's requests in flight (when each stops being
 * outstanding; who and j 0) and the users' next sends (who the user, j
 * its request). Grows as it fills. The one heap of the simulation's walks.
 */
struct event {
	uint64_t t_ns, who, j;
};

static int event_before(const struct event *a, const struct event *b)
{
	return a->t_ns != b->t_ns ? a->t_ns < b->t_ns : a->who < b->who;
}

struct eheap {
	struct event *v;
	uint64_t n, cap;
};

/* Returns 0 or ERR_OOM. */
static int eheap_push(struct eheap *h, struct event e)
{
	uint64_t i;

	if (h->n == h->cap) {
		uint64_t cap = h->cap ? 2 * h->cap : 64;
		struct event *p = realloc(h->v, cap * sizeof *p);

		if (!p)
			return ERR_OOM;
		h->v = p;
		h->cap = cap;
	}
	for (i = h->n++; i && event_before(&e, &h->v[(i - 1) / 2]); i = (i - 1) / 2)
		h->v[i] = h->v[(i - 1) / 2];
	h->v[i] = e;
	return 0;
}

static struct event eheap_pop(struct eheap *h)
{
	struct event top = h->v[0], x = h->v[--h->n];
	uint64_t i = 0;

	for (;;) {
		uint64_t c = 2 * i + 1;

		if (c >= h->n)
			break;
		if (c + 1 < h->n && event_before(&h->v[c + 1], &h->v[c]))
			c++;
		if (!event_before(&h->v[c], &x))
			break;
		h->v[i] = h->v[c];
		i = c;
	}
	if (h->n)
		h->v[i] = x;
	return top;
}

/*
 * The general walk: one client, a request at a time, for every schedule,
 * every closed loop, users, and the faults as options (none for the
 * truth's walks, struct faults for the omissions'). The sender: the
 * closed loop's connection j sends its next request when its previous one
 * is answered (or times out), at the later of that and the request's due
 * time (catch-up), at that alone (back-to-back, no schedule), or not at
 * all if the slot fell due while it waited (skip); the open loop sends
 * request i at its due time, or (from_last_send) one schedule gap after
 * request i - 1 actually left, in order, not inside a pause, and with the
 * cap full either waits for the first slot to free (block) or drops it;
 * users (their draws users.c's) send in the order of their next sends, a
 * heap of them, a user's next send its think after the reply. The server
 * takes requests in the order they were sent (FIFO); with a queue limit,
 * the starts of the accepted requests still waiting are a ring, and a
 * request that would have to wait (a request is in service) and finds
 * queue_limit of them waiting is rejected without service. A stall is not a request: with a
 * limit of 0, a request that finds the server stalled but empty waits.
 * Latency is from the intended send for the open loop and from the actual
 * send otherwise. Due times come in chunks (struct handed): handed by the
 * walk's caller, or drawn by the walk itself (walk_open). A walk keeps only
 * its place, and draws nothing from a clock: walked again, it sends the
 * same requests.
 */
struct walk {
	const struct model *m;
	const struct faults *f;
	enum client c;
	int open, capped;           /* capped: the open loop, with --max-in-flight */
	int users;                  /* users send, not a schedule's clients */
	uint64_t C, lim, upto;      /* connections; the requests walked (upto's, or the run's) */
	uint64_t *q, qcap, qh, qn;  /* the waiting requests' starts, a ring */
	uint64_t *ring;             /* when each connection is free again */
	struct eheap h;             /* capped: when each request in flight ends; users: their next sends */
	uint64_t done_ns, prev_send, prev_due, next_pause;
	uint64_t i, slot;           /* the next request, and its connection (i mod C) */
	struct poisson arrivals;    /* sessions: the next one's arrival */
	uint64_t sessions;          /* sessions arrived */
	int rc;                     /* why the walk ended early: ERR_OOM, ERR_ACTIVE */
	struct server srv;
	struct handed due;          /* the due times it has */
	struct own_due own;         /* walk_open's: the schedule it draws itself */
	uint64_t samples;           /* walk_run's: the latencies it gave */
};

/* One request as the walk decided it; users: who sent it (slot) and its number j. */
struct fate {
	uint64_t i, slot, j, due, send, reply;
	int rejected, timed_out;
};

/* a slot sent, passed over, past the walk's end, or waiting for due times to be handed */
enum { W_SEND, W_PASS, W_STOP, W_HUNGRY };

/* The truth's walks: no fault. */
static const struct faults NO_FAULTS;

/* Sessions at once: the reference scans them all. */
enum { MAX_ACTIVE = 1 << 16 };

/* users.c: whether users send, their draws, and the sessions' arrivals */
static int users_on(const struct model *m);
static uint64_t think_of(const struct model *m, uint64_t u, uint64_t j);
static int returns(const struct model *m, uint64_t u, uint64_t j);
static void sessions_start(struct poisson *p, const struct model *m);
static double poisson_next(struct poisson *p);   /* schedules.c */

/* Frees what the walk holds; again is harmless (a walk that failed to start is ended too). */
static void walk_end(struct walk *w)
{
	free(w->q);
	free(w->ring);
	free(w->h.v);
	w->q = w->ring = NULL;
	w->h.v = NULL;
	own_due_close(&w->own);
}

/* The users' first sends: each user's first think, or the first session's arrival. */
static int users_start(struct walk *w)
{
	const struct model *m = w->m;

	if (m->u.n) {
		int rc = 0;

		for (uint64_t u = 0; u < m->u.n && !rc; u++)
			rc = eheap_push(&w->h, (struct event){ think_of(m, u, 0), u, 0 });
		return rc;
	}
	sessions_start(&w->arrivals, m);
	return eheap_push(&w->h, (struct event){ (uint64_t)poisson_next(&w->arrivals),
	                                         w->sessions++, 0 });
}

/*
 * A walk of the open loop (open 1) or the closed, under faults f (NULL:
 * none), its due times handed to it. upto, if not 0, ends the walk after
 * that many requests. Returns 0 or ERR_OOM.
 */
static int walk_start(struct walk *w, const struct model *m, int open, const struct faults *f,
                      uint64_t upto)
{
	f = f ? f : &NO_FAULTS;

	memset(w, 0, sizeof *w);
	w->m = m;
	w->f = f;
	w->open = open;
	w->users = users_on(m);
	w->c = open ? CLIENT_OPEN : closed_client(m);
	w->capped = open && f->max_in_flight;
	w->C = open ? 1 : m->connections;
	w->upto = upto;
	w->lim = upto ? upto : w->users ? UINT64_MAX : m->requests;
	w->qcap = f->has_limit ? f->queue_limit + 1 : 1;
	w->next_pause = open && f->pause_ns ? f->pause_first_ns : UINT64_MAX;
	w->q = malloc(w->qcap * sizeof *w->q);
	w->ring = calloc(w->C, sizeof *w->ring);
	if (!w->q || !w->ring || (w->users && users_start(w))) {
		walk_end(w);
		return ERR_OOM;
	}
	server_init(&w->srv, m);
	return 0;
}

/* A walk as walk_start's that draws its own due times. Returns 0 or ERR_OOM. */
static int walk_open(struct walk *w, const struct model *m, int open, const struct faults *f,
                     uint64_t upto)
{
	if (walk_start(w, m, open, f, upto))
		return ERR_OOM;
	if (own_due_open(&w->own, m)) {
		walk_end(w);
		return ERR_OOM;
	}
	return 0;
}


/* The open loop's send of request r->i, due at r->due: W_SEND, W_PASS (dropped) or W_STOP. */
static inline int open_send(struct walk *w, struct fate *r, struct counts *k)
{
	const struct faults *f = w->f;
	uint64_t send = r->i && f->from_last_send ? w->prev_send + (r->due - w->prev_due)
	                                          : max_u64(r->due, w->prev_send);

	w->prev_due = r->due;
	for (;;) {
		send = pause_cursor(f, &w->next_pause, send);
		while (w->capped && w->h.n && w->h.v[0].t_ns <= send)
			eheap_pop(&w->h);
		if (!w->capped || w->h.n < f->max_in_flight)
			break;
		if (f->drop_when_full)
			break;            /* full: dropped below */
		send = eheap_pop(&w->h).t_ns;
	}
	if (f->from_last_send && send > w->m->last_due_ns) {
		k->never_sent = w->lim - r->i;
		return W_STOP;
	}
	w->prev_send = r->send = send;
	if (w->capped && w->h.n >= f->max_in_flight) {
		k->dropped++;
		return W_PASS;
	}
	return W_SEND;
}

/*
 * The users' next request: the earliest next send (at a tie, the smaller
 * user), before the run's horizon; a session's arrival (j = 0) brings the
 * next one's, so the heap holds one arrival at a time. W_SEND, or
 * W_STOP at the end or when it failed (w->rc).
 */
static int users_send(struct walk *w, struct fate *r, struct counts *k)
{
	const struct users *us = &w->m->u;
	struct event e;

	if (r->i >= w->lim || !w->h.n || w->h.v[0].t_ns >= us->horizon_ns)
		return W_STOP;
	e = eheap_pop(&w->h);
	if (!us->n && e.j == 0)
		w->rc = eheap_push(&w->h, (struct event){ (uint64_t)poisson_next(&w->arrivals),
		                                          w->sessions++, 0 });
	if (!w->rc && w->h.n > MAX_ACTIVE + 1)   /* the sessions, and the next arrival */
		w->rc = ERR_ACTIVE;
	if (w->rc)
		return W_STOP;
	r->due = r->send = e.t_ns;
	r->slot = e.who;
	r->j = e.j;
	k->intended++;
	return W_SEND;
}

/* User who's next send after request j, ended at release: it thinks; a session if it returns. */
static int users_next(struct walk *w, uint64_t who, uint64_t j, uint64_t release)
{
	const struct model *m = w->m;
	const uint64_t n = m->u.n;

	if (!n && !returns(m, who, j))
		return 0;
	return eheap_push(&w->h, (struct event){ release + think_of(m, who, n ? j + 1 : j), who,
	                                         j + 1 });
}

/*
 * When request r->i is due and sent (W_SEND), or that it is passed over,
 * past the end, or waiting for due times.
 */
static inline int walk_send(struct walk *w, struct fate *r, struct counts *k)
{
	const uint64_t free_ns = w->ring[r->slot];

	if (w->users)
		return users_send(w, r, k);
	if (w->c == CLIENT_BACK_TO_BACK) {
		r->due = r->send = w->prev_send = max_u64(free_ns, w->prev_send);
		if (w->m->horizon_ns ? r->send >= w->m->horizon_ns : r->i >= w->m->requests)
			return W_STOP;
		if (w->upto && r->i >= w->upto)
			return W_STOP;
		k->intended++;
		return W_SEND;
	}
	if (r->i >= w->lim)
		return W_STOP;
	if (!handed_next(&w->due, &w->own, &r->due))
		return W_HUNGRY;
	if (w->open)
		return open_send(w, r, k);
	if (w->c == CLIENT_SKIP && r->due < free_ns) {
		k->never_sent++;
		return W_PASS;
	}
	r->send = w->c == CLIENT_CATCH_UP ? max_u64(r->due, free_ns) : r->due;
	r->send = w->prev_send = max_u64(r->send, w->prev_send);
	return W_SEND;
}

/* Request r->i at the server: its reply, or its rejection by the queue limit. */
static inline void walk_serve(struct walk *w, struct fate *r)
{
	const struct faults *f = w->f;
	uint64_t start;

	r->rejected = 0;
	if (f->has_limit) {
		while (w->qn && w->q[w->qh] <= r->send) {
			w->qh = w->qh + 1 == w->qcap ? 0 : w->qh + 1;
			w->qn--;
		}
		r->rejected = w->qn >= f->queue_limit && w->done_ns > r->send;   /* it would wait */
	}
	if (r->rejected) {
		r->reply = r->send + f->reject_ns;
		return;
	}
	start = max_u64(r->send, w->done_ns);
	if (w->due.svc_ns && w->c != CLIENT_BACK_TO_BACK)   /* drawn once for the chunk */
		r->reply = w->done_ns = serve_work(&w->srv, w->m, w->due.svc_ns[w->due.next - 1], start);
	else
		r->reply = w->done_ns = serve_request(&w->srv, w->m, r->i, start);
	if (f->has_limit)
		w->q[(w->qh + w->qn++) % w->qcap] = start;
}

/*
 * Up to cap more requests sent, their fates into r or (r NULL) their
 * latencies into lat_ns, the counts into *k; returns how many, 0 once the
 * walk is over (w->rc: whether it failed) or must be handed due times. A
 * chunk a call, the walk's place in locals (a call a request made
 * scale.sh's skip hour 2.4x as slow). This one loop for every client,
 * fault and user costs
 * the truth's walks against a loop of their own: 1.25x to 1.36x on
 * scale.sh's Poisson rows, 1.7x on the skip hour
 * (misc/notes/long-runs.md#one-loop).
 */
static uint64_t walk_loop(struct walk *w, struct fate *r, uint64_t *lat_ns, uint64_t cap,
                          struct counts *k)
{
	const struct faults *f = w->f;
	uint64_t n = 0, i = w->i, slot = w->slot;
	struct fate x = { 0 };

	for (; n < cap && !w->rc; i++, slot = slot + 1 == w->C ? 0 : slot + 1) {
		uint64_t release;
		int got;

		x.i = i;
		x.slot = slot;
		if ((got = walk_send(w, &x, k)) == W_STOP || got == W_HUNGRY)
			break;
		if (got == W_PASS)
			continue;
		walk_serve(w, &x);
		x.timed_out = f->timeout_ns && x.reply - x.send > f->timeout_ns;
		release = x.timed_out ? x.send + f->timeout_ns : x.reply;
		if (w->users)
			w->rc = users_next(w, x.slot, x.j, release);
		else if (!w->open)
			w->ring[slot] = release;
		else if (w->capped)
			w->rc = eheap_push(&w->h, (struct event){ release, 0, 0 });
		if (w->rc)
			break;
		if (r)
			r[n] = x;
		else
			lat_ns[n] = x.reply - (w->open ? x.due : x.send);
		n++;
	}
	w->i = i;
	w->slot = slot;
	return n;
}

enum { FATES = 256 };   /* the fates a walk's caller takes at a time */

/* Up to cap more requests' fates into r, as walk_loop's. */
static uint64_t walk_fates(struct walk *w, struct fate *r, uint64_t cap, struct counts *k)
{
	return walk_loop(w, r, NULL, cap, k);
}

/*
 * Up to cap more latencies into lat_ns, of a walk with no fault and no
 * users (the truth's); returns how many. A client on the schedule stops
 * when the due times handed to it run out; back-to-back needs none, and
 * returns 0 only when it is done.
 */
static uint64_t walk_run(struct walk *w, uint64_t *lat_ns, uint64_t cap)
{
	struct counts k = { 0 };
	uint64_t n;

	if (w->f != &NO_FAULTS || w->users) {
		fprintf(stderr, PROG ": internal error: walk_run on a walk with faults or users\n");
		abort();
	}
	n = walk_loop(w, NULL, lat_ns, cap, &k);
	w->samples += n;
	return n;
}

/*
 * Walks client c through the whole run into lat_ns, which holds cap
 * samples; sets *n, *stalls, *spent_ns (the walk alone) and *last_ns (the
 * last completion). Returns 0, or ERR_FAULT without memory for its
 * connections (run_fault says so, exit 1). A walk with more than cap
 * samples is a bug: it aborts.
 */
static int walk_all(const struct model *m, enum client c, uint64_t *lat_ns, uint64_t cap,
                    uint64_t *n, uint64_t *stalls, uint64_t *spent_ns, uint64_t *last_ns)
{
	struct walk w;
	struct due_src src;
	uint64_t due[4096], nd, k, extra;

	if (walk_start(&w, m, c == CLIENT_OPEN, NULL, 0)) {
		char why[96];

		snprintf(why, sizeof why, "out of memory for %" PRIu64 " connections", m->connections);
		run_fault_set(1, why);
		return ERR_FAULT;
	}
	*n = *spent_ns = 0;
	due_restart(&src, m);
	do {
		nd = c == CLIENT_BACK_TO_BACK ? 0 : due_fill(&src, due, sizeof due / sizeof due[0]);
		w.due = (struct handed){ due, nd, 0, NULL };
		uint64_t t0 = now_ns();
		k = walk_run(&w, lat_ns + *n, cap - *n);
		*spent_ns += now_ns() - t0;
		*n += k;
		if (w.due.next < nd || (*n == cap && c == CLIENT_BACK_TO_BACK && walk_run(&w, &extra, 1))) {
			fprintf(stderr, PROG ": internal error: client overran %" PRIu64 " samples\n", cap);
			abort();
		}
	} while (nd || k);
	due_close(&src);
	*stalls = w.srv.stalls;
	*last_ns = w.done_ns;
	walk_end(&w);
	return 0;
}

/*
 * The closed loop when it sends back to back, by walking the stalls: the
 * sends before a stall are one service time apart; the one in service when
 * the stall begins, or sent at that instant, completes S + D after it was
 * sent, and the sends resume at its completion. Adds its samples to d and
 * sets its stalls and last completion in o.
 */
static void closed_form_back_to_back(const struct model *m, struct dist *d,
                                     struct outcome *o)
{
	const uint64_t S = m->service_ns, D = m->stall_ns;
	uint64_t t_ns = 0, sent = 0, stalls = 0, last_ns = 0;

	/* can request `sent + j` still be sent, at t_ns + j * S? */
#define CAN_SEND(j) (m->horizon_ns ? t_ns + (j) * S < m->horizon_ns : sent + (j) < m->requests)
	for (uint64_t k = 0; D && (k == 0 || m->period_ns); k++) {
		uint64_t begin_ns = m->first_stall_ns + k * m->period_ns;
		uint64_t j = begin_ns >= t_ns ? (begin_ns - t_ns) / S : 0;

		if (!CAN_SEND(j))
			break;
		sent += j + 1;
		stalls++;
		t_ns += (j + 1) * S + D;
		last_ns = t_ns;
	}
	uint64_t rest = m->horizon_ns ? (t_ns < m->horizon_ns ? ceil_div(m->horizon_ns - t_ns, S) : 0)
	                              : m->requests - sent;
#undef CAN_SEND
	if (rest)
		last_ns = t_ns + rest * S;
	dist_add(d, S, 0, 1, sent + rest - stalls);
	dist_add(d, D + S, 0, 1, stalls);
	o->stalls[0] = stalls;
	o->last_done_ns[0] = last_ns;
}

/*
 * closed_form_gap's tests of the lab's shapes (bench.c's hook): a closed form
 * needs a fixed schedule, fixed service times, fixed periodic stalls and, for
 * a loop that skips or sends back to back, one connection (tested only below
 * capacity, so that the load reason bench.c tests after this one wins).
 */
static const char *closed_form_lab_gap(const struct model *m)
{
	if (m->schedule != SCHED_FIXED)
		return "the schedule is not fixed (Poisson or replayed arrivals)";
	if (m->service_dist != SVC_FIXED)
		return "service times are drawn from a distribution";
	if (m->stall_ns && m->stalls != STALLS_PERIODIC)
		return "stalls come at random";
	if (m->stall_ns && m->stall_dist != STALL_FIXED)
		return "stall lengths are drawn from a distribution";
	if (m->service_ns >= m->interval_ns)
		return NULL;
	if (m->closed == CLOSED_BACK_TO_BACK && m->connections > 1)
		return "it covers back-to-back closed loops with one connection only";
	if (m->closed == CLOSED_SKIP && m->connections > 1)
		return "it covers skipping closed loops with one connection only";
	return NULL;
}

/*
 * The catch-up closed loop's share of a stall's backlog of t requests,
 * `copies` times, on C connections: request s + k is sent when it is due or
 * when request s + k - C completes, whichever is later, so it records the
 * open loop's value while k < C, then the larger of C*S and the open loop's
 * value (which falls by I - S a request). Adds them to d.
 */
static void closed_form_catch_up(const struct model *m, uint64_t t, uint64_t copies,
                                 struct dist *d)
{
	const uint64_t S = m->service_ns, I = m->interval_ns, D = m->stall_ns;
	const uint64_t C = m->connections, CS = C * S;
	/* the last k whose open value is at least C*S, or none */
	const int any_c = D + S >= CS;
	const uint64_t kc = any_c ? (D + S - CS) / (I - S) : 0;

	dist_add(d, D + S, I - S, min_u64(C, t), copies);
	if (t <= C)
		return;
	uint64_t cs_end = any_c ? min_u64(t - 1, kc) : 0;
	if (any_c && cs_end >= C)
		dist_add(d, CS, 0, 1, copies * (cs_end - C + 1));
	uint64_t k0 = any_c ? max_u64(C, kc + 1) : C;
	if (k0 < t)
		dist_add(d, D + S - k0 * (I - S), I - S, t - k0, copies);
}

/*
 * The closed form of the lab's closed loops, in place of bench alone's one
 * catch-up connection: catching up on C connections (closed_form_catch_up;
 * the timeline is the open loop's, already in o), skipping (D + S once a
 * stall, then the ceil((D + S) / I) - 1 slots due before it completed
 * dropped) and back to back. Adds the closed loop's samples to d; sets its
 * stalls and last completion in o.
 */
static void closed_form_other(const struct model *m, const struct stall_geom *g, struct dist *d,
                              struct outcome *o)
{
	const uint64_t S = m->service_ns, I = m->interval_ns, D = m->stall_ns;
	const uint64_t last = m->requests - 1, stalls = g->stalls, s_last = g->s_last;

	if (m->closed == CLOSED_CATCH_UP) {
		dist_add(d, S, 0, 1, m->requests - g->delayed);
		for (int k = 0; k < 2; k++)
			closed_form_catch_up(m, g->terms[k], g->copies[k], d);
		o->stalls[0] = o->stalls[1];
		o->last_done_ns[0] = o->last_done_ns[1];
		return;
	}
	if (m->closed == CLOSED_BACK_TO_BACK) {
		closed_form_back_to_back(m, d, o);
		return;
	}
	uint64_t k1 = ceil_div(D + S, I);  /* first slot sent after a stall */
	uint64_t dropped = stalls ? (stalls - 1) * (k1 - 1) + min_u64(k1 - 1, last - s_last) : 0;

	dist_add(d, S, 0, 1, m->requests - dropped - stalls);
	dist_add(d, D + S, 0, 1, stalls);
	o->stalls[0] = stalls;
	o->last_done_ns[0] = stalls && last - s_last <= k1 - 1 ? s_last * I + D + S : last * I + S;
}

/* The closed loop's capacity (bench.c's hook): what its latency array needs. */
static uint64_t closed_capacity(const struct model *m)
{
	return client_capacity(m, closed_client(m));
}

/* A whole run of the closed loop (closed 1) or the open loop (bench.c's hook). */
static int general_walk(const struct model *m, int closed, uint64_t *lat_ns, uint64_t cap,
                        uint64_t *n, uint64_t *stalls, uint64_t *spent_ns, uint64_t *last_ns)
{
	return walk_all(m, closed ? closed_client(m) : CLIENT_OPEN, lat_ns, cap, n, stalls,
	                spent_ns, last_ns);
}

/* Both loops over a stall window's first n requests (bench.c's window_walk): 0 or a walk's failure. */
static int general_window_walk(const struct model *m, uint64_t *closed_ns, uint64_t *open_ns,
                               uint64_t n)
{
	uint64_t got, stalls, spent_ns, last_ns;
	int rc = general_walk(m, 1, closed_ns, n, &got, &stalls, &spent_ns, &last_ns);

	return rc ? rc : general_walk(m, 0, open_ns, n, &got, &stalls, &spent_ns, &last_ns);
}

/*
 * A back-to-back closed loop given a --duration sends while its send time
 * is below it (m->horizon_ns), so its count is known only from the
 * service time: refused where that count would pass what the route can
 * hold. Returns 0, or -1 with err (bench.c's resolve_limits).
 */
static int resolve_horizon(struct options *o, uint64_t duration_ns, char *err, size_t len)
{
	struct model *m = &o->m;

	if (m->closed != CLOSED_BACK_TO_BACK)
		return 0;
	m->horizon_ns = o->requests ? 0 : duration_ns;
	if (m->horizon_ns && client_capacity(m, CLIENT_BACK_TO_BACK) >
	    (m->exact_by == EXACT_SORTED ? MAX_REQUESTS : MAX_COUNTED_REQUESTS))
		return fail(err, len, "back-to-back may send more than %s requests: %s",
		            m->exact_by == EXACT_SORTED ? "200000000 (--exact-by sorted keeps every "
		            "sample)" : "2^40", "shorten --duration or lengthen --service");
	return 0;
}
