/*
 * misc/lab/stalls.c: stalls that come at random or last a random time.
 *
 * Owns: the stalls as a stream (stall k's start and length, each drawn
 * from a stream of its own), the server's windows of merged stalls and
 * serve() window by window (serve_random), and the reference's own way
 * through them: its stall count and its server stall by stall. bench.c's
 * server and reference call these through the functions it declares
 * under BENCH_LAB, where !periodic_stalls(m); bench alone's stalls are
 * periodic and of fixed length, found by arithmetic.
 * May call: bench.c (the model, struct server, struct ref_walk) and
 * schedules.c (the draws). Called by bench.c, and by agent.c (the windows).
 */

/*
 * The stalls as a stream: stall k begins first_stall + the sum of the gaps
 * before it (each period_ns, or exponential of that mean for Poisson
 * stalls) and lasts stall_ns, or an exponential of that mean. A cursor
 * (bench.c's struct stall_src) walks them in order; stalls that overlap are merged by the server, which
 * is unavailable for their union.
 */
static void stall_src_start(struct stall_src *c, const struct model *m)
{
	c->m = m;
	c->k = 0;
	c->begin_ns = m->stall_ns ? m->first_stall_ns : UINT64_MAX;
}

/* Takes the next stall: its start and length; returns 0 when none is left. */
static int stall_src_next(struct stall_src *c, uint64_t *begin_ns, uint64_t *len_ns)
{
	const struct model *m = c->m;
	uint64_t k = c->k++, gap_ns;

	if (c->begin_ns == UINT64_MAX)
		return 0;
	*begin_ns = c->begin_ns;
	*len_ns = m->stall_dist == STALL_EXP
	          ? draw_exp(m->seed, STREAM_STALL_LEN, k, (double)m->stall_ns) : m->stall_ns;
	gap_ns = m->stalls == STALLS_POISSON
	         ? draw_exp(m->seed, STREAM_STALL_GAP, k, (double)m->period_ns) : m->period_ns;
	c->begin_ns = gap_ns && c->begin_ns < MAX_TIME_NS - gap_ns ? c->begin_ns + gap_ns : UINT64_MAX;
	return 1;
}

/*
 * The next window of random stalls: the union of stalls that overlap (a
 * stall that begins before the window ends extends it). One that begins
 * exactly at the end starts a window of its own.
 */
static void next_window(struct server *srv)
{
	uint64_t begin_ns, len_ns;

	srv->next_stall_ns = srv->pending_ns;
	srv->window_end_ns = srv->pending_ns == UINT64_MAX ? UINT64_MAX
	                     : srv->pending_ns + srv->pending_len_ns;
	srv->pending_ns = UINT64_MAX;
	while (stall_src_next(&srv->src, &begin_ns, &len_ns)) {
		if (srv->next_stall_ns != UINT64_MAX && begin_ns < srv->window_end_ns) {
			srv->window_end_ns = max_u64(srv->window_end_ns, begin_ns + len_ns);
			continue;
		}
		srv->pending_ns = begin_ns;
		srv->pending_len_ns = len_ns;
		break;
	}
}

/* The server's first window of random stalls. */
static void random_stalls_init(struct server *srv, const struct model *m)
{
	stall_src_start(&srv->src, m);
	if (!stall_src_next(&srv->src, &srv->pending_ns, &srv->pending_len_ns))
		srv->pending_ns = UINT64_MAX;
	next_window(srv);
}

/*
 * serve() for stalls that come at random or last a random time: the same
 * rules, window by window. A window that begins while the request is in
 * service holds it up for the window's length; one it starts in, it waits
 * out; one that ended before it started passes.
 */
static NOINLINE uint64_t serve_random(struct server *srv, uint64_t start_ns, uint64_t work_ns)
{
	uint64_t done_ns = start_ns + work_ns;

	while (srv->next_stall_ns < done_ns) {
		uint64_t begin_ns = srv->next_stall_ns, end_ns = srv->window_end_ns;

		if (begin_ns > start_ns)
			done_ns += end_ns - begin_ns;
		else if (end_ns > start_ns)
			done_ns = end_ns + work_ns;
		srv->stalls++;
		next_window(srv);
	}
	return done_ns;
}


/*
 * Stall windows that begin before last_ns, counted from the stalls
 * themselves: a stall starts a new window when it begins at or after the
 * end of every stall before it.
 */
static uint64_t ref_stalls_random(const struct model *m, uint64_t last_ns)
{
	struct stall_src c;
	uint64_t b, len, reach = 0, windows = 0;

	stall_src_start(&c, m);
	while (stall_src_next(&c, &b, &len) && b < last_ns) {
		windows += windows == 0 || b >= reach;
		reach = max_u64(reach, b + len);
	}
	return windows;
}

/*
 * The reference with random stalls, stall by stall rather than window by
 * window: each stall, in order of its start, either passed before t, or
 * holds t until it ends (t inside it), or interrupts the work (it begins
 * before the work is done), or begins after: then the work is done. A
 * stall inside one already waited out is simply passed, which is how
 * overlapping stalls act as their union. Stalls that ended before t are
 * dropped for good from the front of the cursor, as t never goes back.
 */
static uint64_t ref_serve_random(struct ref_walk *r, uint64_t t_ns, uint64_t work_ns)
{
	struct stall_src c;
	uint64_t b, len;

	for (;;) {
		c = r->stalls;
		if (!stall_src_next(&c, &b, &len) || b + len > t_ns)
			break;
		r->stalls = c;
	}
	c = r->stalls;
	while (stall_src_next(&c, &b, &len)) {
		if (b + len <= t_ns)
			continue;                /* passed */
		if (b <= t_ns) {
			t_ns = b + len;          /* inside it: wait */
			continue;
		}
		if (t_ns + work_ns <= b)
			break;                   /* done before it begins */
		work_ns -= b - t_ns;         /* in service: finish after it */
		t_ns = b + len;
	}
	return t_ns + work_ns;
}

/* The stalls' part of the plan's server line. */
static void print_random_stalls(const struct model *m)
{
	char a[32], b[32], c[32];

	printf("%s stalls of %s%s us every %s%s us from %s us, overlaps merged\n",
	       m->stalls == STALLS_POISSON ? "Poisson" : "periodic",
	       m->stall_dist == STALL_EXP ? "mean " : "", fmt_us(a, sizeof a, m->stall_ns),
	       m->stalls == STALLS_POISSON ? "mean " : "", fmt_us(b, sizeof b, m->period_ns),
	       fmt_us(c, sizeof c, m->first_stall_ns));
}
