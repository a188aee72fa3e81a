/*
 * misc/lab/walks.c: the general walk, for every schedule and every closed
 * loop the lab offers. Bench alone has seed 000's one catch-up connection,
 * which its quoted fast loops serve; everything else walks here.
 *
 * Owns: the server as the lab's walks call it (serve_work: periodic or
 * random stalls; serve_request: a request's own service time); the
 * schedule handed out in chunks (due_restart, due_fill); the clients of
 * the general loop (the open loop, and the closed loop that catches up,
 * skips or sends back to back, on C connections) and the size a client's
 * latency array needs; the walk a chunk at a time (walk_run) and over the
 * whole run (walk_all); the closed form of the closed loops (catching up
 * on C connections, skipping, back to back); a back-to-back loop's horizon.
 * May call: bench.c's schedules (due_open, due_next, due_close), its
 * server (server_init, serve) and its closed form's helpers (dist_add,
 * ceil_div); the lab's draws and random stalls, declared in bench.c.
 * Defines the hooks bench.c declares for it (closed_capacity,
 * general_walk, general_window_walk, closed_form_lab_gap, closed_form_other,
 * resolve_horizon);
 * the lab's files after it call the walk directly.
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

/* The clients of the general loop. */
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
 * The general loop, for every schedule and closed-loop model. Connection
 * j's next request leaves when its previous one completes, so with C
 * connections request i is sent at the later of its due time and the
 * completion of request i - C (catch-up), or at that completion alone
 * (back-to-back, no schedule); skip drops a slot that fell due while the
 * client waited. The server takes requests in the order they were sent.
 * Latency is from the intended send for the open loop and from the actual
 * send otherwise. A walk goes a chunk at a time and keeps only its place:
 * the server, the schedule's cursor and the last C completions.
 */
struct walk {
	const struct model *m;
	enum client c;
	struct server srv;
	struct handed due;
	uint64_t *ring_ns;       /* the last `conns` completions */
	uint64_t conns, i, slot; /* slot = i mod conns */
	uint64_t done_ns, samples;
};

static int walk_start(struct walk *w, const struct model *m, enum client c)
{
	memset(w, 0, sizeof *w);
	w->m = m;
	w->c = c;
	w->conns = c == CLIENT_OPEN || c == CLIENT_SKIP ? 1 : m->connections;
	server_init(&w->srv, m);
	w->ring_ns = calloc(w->conns, sizeof *w->ring_ns);
	return w->ring_ns ? 0 : -1;
}

static void walk_end(struct walk *w)
{
	free(w->ring_ns);
}

/*
 * Up to cap more samples into lat_ns; returns how many. A client on the
 * schedule stops when the due times handed to it run out; back-to-back
 * needs none, and returns 0 only when it is done. (Holding the walk's
 * place in locals, one body a client, was tried: the Poisson closed loop
 * gained a tenth, the open loop and skip lost a sixth.)
 */
static uint64_t walk_run(struct walk *w, uint64_t *lat_ns, uint64_t cap)
{
	const struct model *m = w->m;
	const enum client c = w->c;
	uint64_t done_ns = w->done_ns, k = 0;

	for (; k < cap; w->i++, w->slot = w->slot + 1 == w->conns ? 0 : w->slot + 1) {
		uint64_t due_ns, send_ns, start_ns;

		if (c == CLIENT_BACK_TO_BACK) {
			send_ns = w->ring_ns[w->slot];
			if (m->horizon_ns ? send_ns >= m->horizon_ns : w->i >= m->requests)
				break;
			due_ns = send_ns;
		} else {
			if (w->i >= m->requests || w->due.next == w->due.n)
				break;
			due_ns = w->due.due_ns[w->due.next++];
			if (c == CLIENT_SKIP && due_ns < done_ns)
				continue;
			send_ns = c == CLIENT_CATCH_UP ? max_u64(due_ns, w->ring_ns[w->slot]) : due_ns;
		}
		start_ns = max_u64(send_ns, done_ns);
		if (c != CLIENT_BACK_TO_BACK && w->due.svc_ns)
			done_ns = serve_work(&w->srv, m, w->due.svc_ns[w->due.next - 1], start_ns);
		else
			done_ns = serve_request(&w->srv, m, w->i, start_ns);
		w->ring_ns[w->slot] = done_ns;
		lat_ns[k++] = done_ns - (c == CLIENT_OPEN ? due_ns : send_ns);
	}
	w->done_ns = done_ns;
	w->samples += k;
	return k;
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

	if (walk_start(&w, m, c)) {
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
