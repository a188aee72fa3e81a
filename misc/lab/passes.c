/*
 * misc/lab/passes.c: the lab's long runs, walked again rather than kept.
 *
 * bench.c keeps every sample of a run (sorted) or counts it on the model's
 * lattice; a run of a general model longer than SORT_MAX requests a client
 * fits neither, and bench alone refuses it. Here such a run is walked again
 * until every percentile is found (select.c: struct select for the closed
 * and open sets, struct cqr for the corrected), the reference walks the
 * same way (REFERENCE_WALK: ref_client, bench.c's own reference client),
 * and the reps go two at a time, the first reading the schedule the
 * reference draws (struct shared_due). A lab run without --reps is one
 * walk beside the reference.
 *
 * Owns: the passes route (struct walker, struct passes, walk_outcomes),
 * the shared schedule, passes_reps. May call: bench.c, select.c. bench.c
 * calls passes_rep (run_once), passes_reference (reference) and
 * passes_reps (bench_reps), the hooks it declares after plan_route.
 *
 * Measured gains, each its mechanism's own: the first-pass guesses
 * (select.c; --guess-entries, misc/notes/long-runs.md) and the shared
 * schedule (a Poisson schedule's logarithms, about a third of a walk,
 * drawn once for two walks).
 */

/* ------------------------------------------------------------------ */
/* Walks in passes                                                     */
/* ------------------------------------------------------------------ */

/*
 * The service times of requests first .. first + n - 1, for a chunk that
 * several walks read (struct handed; where service is fixed there is none).
 */
static void service_fill(const struct model *m, uint64_t first, uint64_t *svc_ns, uint64_t n)
{
	if (m->service_dist == SVC_EXP) {
		/* service_of's draw, the stream's key taken once for the chunk */
		const uint64_t key = stream_key(m->seed, STREAM_SERVICE);
		const double mean_ns = (double)m->service_ns;

		for (uint64_t j = 0; j < n; j++)
			svc_ns[j] = exp_of_u01(keyed_u01(key, first + j), mean_ns);
		return;
	}
	for (uint64_t j = 0; j < n; j++)
		svc_ns[j] = service_of(m, first + j);
}


/*
 * One client's walk, as a pass drives it: a small interface (as
 * HdrHistogram_c's iterators carry their _next_fp), so that the passes
 * route and the reference simulation are two tables of functions rather
 * than a flag threaded through every call. Each walk keeps its own state;
 * the pass hands it due times and takes its latencies a chunk at a time.
 */
struct walker;

struct walker_ops {
	int (*start)(struct walker *k, const struct model *m, enum client c);
	void (*hand)(struct walker *k, const uint64_t *due_ns, const uint64_t *svc_ns, uint64_t n);
	uint64_t (*run)(struct walker *k, uint64_t *lat_ns, uint64_t cap);
	void (*end)(struct walker *k);
	/* after a whole walk: samples taken, last completion, stalls met */
	void (*totals)(const struct walker *k, const struct model *m, uint64_t *samples,
	               uint64_t *last_done_ns, uint64_t *stalls);
	/* wrk's interval from a walk's run time and samples, each route its own arithmetic */
	uint64_t (*mean_interval)(uint64_t runtime_ns, uint64_t n, uint64_t connections);
	int takes_svc;       /* reads a chunk's service times (the reference draws its own) */
};

struct walker {
	const struct walker_ops *ops;
	struct walk w;       /* the general loop's state */
	struct ref_walk r;   /* the reference's */
};

static int general_start(struct walker *k, const struct model *m, enum client c)
{
	return walk_start(&k->w, m, c);
}

/* Both implementations take their due times the same way: as a handed chunk. */
static void walker_hand(struct walker *k, const uint64_t *due_ns, const uint64_t *svc_ns,
                        uint64_t n)
{
	k->w.due = k->r.due = (struct handed){ due_ns, n, 0, svc_ns };
}

static uint64_t general_run(struct walker *k, uint64_t *lat_ns, uint64_t cap)
{
	return walk_run(&k->w, lat_ns, cap);
}

static void general_end(struct walker *k)
{
	walk_end(&k->w);
}

static void general_totals(const struct walker *k, const struct model *m, uint64_t *samples,
                           uint64_t *last_done_ns, uint64_t *stalls)
{
	(void)m;
	*samples = k->w.samples;
	*last_done_ns = k->w.done_ns;
	*stalls = k->w.srv.stalls;
}

static int ref_walker_start(struct walker *k, const struct model *m, enum client c)
{
	return ref_start(&k->r, m, c);
}

static uint64_t ref_walker_run(struct walker *k, uint64_t *lat_ns, uint64_t cap)
{
	return ref_client(&k->r, lat_ns, cap);
}

static void ref_walker_end(struct walker *k)
{
	ref_end(&k->r);
}

/* The reference counts its stalls itself, from the last completion (ref_stalls). */
static void ref_walker_totals(const struct walker *k, const struct model *m, uint64_t *samples,
                              uint64_t *last_done_ns, uint64_t *stalls)
{
	*samples = k->r.samples;
	*last_done_ns = k->r.prev_ns;
	*stalls = ref_stalls(m, k->r.prev_ns);
}

static const struct walker_ops GENERAL_WALK = {
	general_start, walker_hand, general_run, general_end, general_totals,
	mean_interval, 1,
};

static const struct walker_ops REFERENCE_WALK = {
	ref_walker_start, walker_hand, ref_walker_run, ref_walker_end,
	ref_walker_totals, ref_mean_interval, 0,
};

/*
 * Walks in passes go a quarter chunk at a time: a walk keeps nothing from
 * one chunk to the next, so the size changes no result, and each buffer of
 * a chunk (due times, latencies, their runs, three slots shared) is 128 KiB.
 */
enum { PASS_CHUNK = CHUNK / 4, SHARED_RING = 3 };

/*
 * One schedule for two walks on two cores: the route's passes and the
 * reference's walk the same due times, so each chunk is made once, by
 * whichever walk would otherwise wait (shared_due_draw, shared_due_sum),
 * into a ring the other reads too (a Poisson schedule's logarithms are
 * about a third of such a walk). The walks stay independent: each has its
 * own clients and counts, and they share only the due times (and the
 * route reads the chunk's service times, which the reference draws again
 * for itself). A chunk's slot is made again only once both have finished
 * with it; a walk that is done with a pass, or cannot go on, leaves, and
 * no longer holds the other back. Each pass is a round: the schedule
 * starts again for round r once both sides have left round r - 1, or quit
 * (need no more passes), so that the later passes, which both sides
 * usually need alike, share their draws too.
 */
struct shared_due {
#ifndef __wasi__
	pthread_mutex_t mu;
	pthread_cond_t cv;
#endif
	struct due_src src;       /* the schedule's order: due times are summed from it */
	const struct model *m;
	int gaps;                 /* a Poisson schedule: a chunk's gaps are drawn apart */
	uint64_t chunks;          /* in a round */
	uint64_t *slot[SHARED_RING], len[SHARED_RING];
	uint64_t *svc[SHARED_RING]; /* each slot's service times (random service only), */
	uint64_t svc_spent_ns[SHARED_RING]; /* and the time their draws took */
	uint64_t drawn_for[SHARED_RING]; /* the chunk each slot is drawn for (or being drawn) */
	int drawing[SHARED_RING];
	uint64_t filled;          /* chunks ready (drawn and summed) */
	uint64_t taken[2];        /* chunks each side has finished with */
	int summing;              /* chunk `filled` is being summed */
	int gone[2];              /* sides that left this round */
	int quit[2];              /* sides that will take no more rounds */
	unsigned round;           /* the pass the ring is drawing for */
};

/* Its lock; WebAssembly has one thread and never shares (shared_due_init says so). */
#ifndef __wasi__
static void sh_lock(struct shared_due *sh) { pthread_mutex_lock(&sh->mu); }
static void sh_unlock(struct shared_due *sh) { pthread_mutex_unlock(&sh->mu); }
static void sh_wait(struct shared_due *sh) { pthread_cond_wait(&sh->cv, &sh->mu); }
static void sh_wake(struct shared_due *sh) { pthread_cond_broadcast(&sh->cv); }
#else
static void sh_lock(struct shared_due *sh) { (void)sh; }
static void sh_unlock(struct shared_due *sh) { (void)sh; }
static void sh_wait(struct shared_due *sh) { (void)sh; }
static void sh_wake(struct shared_due *sh) { (void)sh; }
#endif

static void shared_due_slots_free(struct shared_due *sh)
{
	for (int k = 0; k < SHARED_RING; k++) {
		free(sh->slot[k]);
		free(sh->svc[k]);
	}
}

/* Returns 0, or -1 if it cannot be shared (no memory, no threads). */
static int shared_due_init(struct shared_due *sh, const struct model *m)
{
	memset(sh, 0, sizeof *sh);
#ifdef __wasi__
	(void)m;
	return -1;
#else
	int bad = 0;

	sh->m = m;
	sh->gaps = !m->due_ns && m->schedule == SCHED_POISSON;
	sh->chunks = m->requests / PASS_CHUNK + (m->requests % PASS_CHUNK != 0);
	for (int k = 0; k < SHARED_RING; k++) {
		sh->drawn_for[k] = UINT64_MAX;
		bad |= !(sh->slot[k] = malloc(PASS_CHUNK * sizeof *sh->slot[k]));
		if (m->service_dist != SVC_FIXED)
			bad |= !(sh->svc[k] = malloc(PASS_CHUNK * sizeof *sh->svc[k]));
	}
	if (bad || pthread_mutex_init(&sh->mu, NULL)) {
		shared_due_slots_free(sh);
		return -1;
	}
	if (pthread_cond_init(&sh->cv, NULL)) {
		pthread_mutex_destroy(&sh->mu);
		shared_due_slots_free(sh);
		return -1;
	}
	due_restart(&sh->src, m);
	return 0;
#endif
}

static void shared_due_free(struct shared_due *sh)
{
	due_close(&sh->src);
#ifndef __wasi__
	pthread_cond_destroy(&sh->cv);
	pthread_mutex_destroy(&sh->mu);
#endif
	shared_due_slots_free(sh);
}

/*
 * A chunk is made in two steps. Its draws, which depend on each request's
 * index alone (a Poisson schedule's gaps, kept as the bits of their
 * doubles in the slot; service times), can be drawn by either side, two
 * chunks at once. Its due times are then summed in order, one chunk after
 * another, by the same additions poisson_next makes (or taken from
 * due_fill, for a schedule that is not drawn).
 */
static void shared_due_draw(struct shared_due *sh, int at, uint64_t chunk)
{
	const struct model *m = sh->m;
	const uint64_t first = chunk * PASS_CHUNK, n = min_u64(PASS_CHUNK, m->requests - first);

	if (sh->gaps)
		poisson_gap_bits(m->seed, m->rate_per_s, first, n, sh->slot[at]);
	if (sh->svc[at]) {
		uint64_t t0 = now_ns();

		service_fill(m, first, sh->svc[at], n);
		sh->svc_spent_ns[at] = now_ns() - t0;
	}
	sh->len[at] = n;
}

static void shared_due_sum(struct shared_due *sh, int at, int last)
{
	uint64_t *due = sh->slot[at], n = sh->len[at];

	if (!sh->gaps) {
		if (due_fill(&sh->src, due, n) != n) {
			fprintf(stderr, "lab: internal error: the schedule ran out before its count\n");
			abort();
		}
	} else {
		for (uint64_t i = 0; i < n; i++) {
			sh->src.poisson.t_ns += gap_of_bits(due[i]);
			due[i] = (uint64_t)sh->src.poisson.t_ns;
		}
		sh->src.i += n;
	}
	/* the schedule was read through before the run by code of its own: a round ends
	   there, unless the file failed since (run_fault says so, and the run ends) */
	if (last && !sh->src.broken && due[n - 1] != sh->m->last_due_ns) {
		fprintf(stderr, "lab: internal error: the shared schedule ends at %" PRIu64
		        " ns, read before the run as %" PRIu64 "\n", due[n - 1], sh->m->last_due_ns);
		abort();
	}
}

/*
 * Chunk k for side s: its due times and *n (0 past the end), and in *svc
 * their service times (NULL if fixed) and in *spent_ns the time those
 * took to draw. A side whose chunk is not ready sums the next chunk if
 * its draws are done, else draws one not yet taken, else waits.
 */
static const uint64_t *shared_due_get(struct shared_due *sh, int s, uint64_t k, uint64_t *n,
                                      const uint64_t **svc, uint64_t *spent_ns)
{
	const uint64_t *due = sh->slot[0];

	sh_lock(sh);
	while (k >= sh->filled && sh->filled < sh->chunks) {
		uint64_t oldest = sh->gone[!s] ? sh->taken[s] : min_u64(sh->taken[0], sh->taken[1]);
		uint64_t end = min_u64(oldest + SHARED_RING, sh->chunks), j = sh->filled;
		int at = (int)(j % SHARED_RING);

		if (!sh->summing && sh->drawn_for[at] == j && !sh->drawing[at]) {
			sh->summing = 1;
			sh_unlock(sh);
			shared_due_sum(sh, at, j + 1 == sh->chunks);
			sh_lock(sh);
			sh->summing = 0;
			sh->filled++;
			sh_wake(sh);
			continue;
		}
		/* the slot of chunk j is free once chunk j - SHARED_RING is taken by both */
		while (j < end && sh->drawn_for[j % SHARED_RING] == j)
			j++;
		if (j < end) {
			at = (int)(j % SHARED_RING);
			sh->drawn_for[at] = j;
			sh->drawing[at] = 1;
			sh_unlock(sh);
			shared_due_draw(sh, at, j);
			sh_lock(sh);
			sh->drawing[at] = 0;
			sh_wake(sh);
			continue;
		}
		sh_wait(sh);
	}
	*n = *spent_ns = 0;
	*svc = NULL;
	if (k < sh->filled) {
		due = sh->slot[k % SHARED_RING];
		*n = sh->len[k % SHARED_RING];
		*svc = sh->svc[k % SHARED_RING];
		*spent_ns = sh->svc_spent_ns[k % SHARED_RING];
	}
	sh_unlock(sh);
	return due;
}

/* Side s has finished with chunks below k (leave: with all of them, for this round). */
static void shared_due_done(struct shared_due *sh, int s, uint64_t k, int leave)
{
	sh_lock(sh);
	sh->taken[s] = k;
	sh->gone[s] |= leave;
	sh_wake(sh);
	sh_unlock(sh);
}

/* Side s takes no more rounds: the other goes on alone. */
static void shared_due_quit(struct shared_due *sh, int s)
{
	sh_lock(sh);
	sh->quit[s] = sh->gone[s] = 1;
	sh_wake(sh);
	sh_unlock(sh);
}

/*
 * Side s starts round r (r > 0): it waits until the other side has left
 * round r - 1 or quit; the first side there starts the schedule again.
 */
static void shared_due_join(struct shared_due *sh, int s, unsigned r)
{
	sh_lock(sh);
	while (sh->round < r && !sh->gone[!s])
		sh_wait(sh);
	if (sh->round < r) {
		due_close(&sh->src);
		due_restart(&sh->src, sh->m);
		sh->round = r;
		sh->filled = sh->taken[0] = sh->taken[1] = 0;
		for (int k = 0; k < SHARED_RING; k++)
			sh->drawn_for[k] = UINT64_MAX;
		sh->gone[s] = 0;
		sh->gone[!s] = sh->quit[!s];
	}
	sh_unlock(sh);
}

/* Which schedule a walk reads: its own, or side `side` of a shared one. */
struct due_way {
	struct shared_due *sh;    /* NULL: the walk's own */
	int side;
};


/* What the passes over one rep keep: the selections and the buffers of a chunk. */
struct passes {
	struct select sel[2];     /* closed, open */
	struct cqr corr;
	int corr_live;            /* 0 until the corrected set's interval is known */
	uint64_t *lat, *cnt;      /* PASS_CHUNK each: a client's latencies, then their runs */
	uint64_t *room[2];        /* where the guesses sort (one thread's, shared) */
	uint64_t nc;              /* closed-loop samples */
	struct outcome *o;        /* where the rep's outcome goes */
	double *ns_per_req;       /* each loop's cost in the first pass, or NULL */
	unsigned pass;            /* passes finished */
	struct batch_acc *batch;  /* the open loop's batch means, from the first pass; or NULL */
	struct walker wk[2];      /* this pass's walks */
	int own[2], feed_corr, on[2];
	uint64_t spent_ns[2];
};

static int passes_open(const struct passes *p)
{
	return select_open(&p->sel[0]) || select_open(&p->sel[1]) || !p->corr_live ||
	       cqr_open(&p->corr);
}

/* Feeds a chunk of one client's latencies to every selection of p still open. */
static void passes_feed(struct passes *p, int c, uint64_t k)
{
	uint64_t nr;

	if (c == 1 && p->batch && p->pass == 0)
		batch_add(p->batch, p->lat, k);    /* in order, before runs_of folds them */
	nr = runs_of(p->lat, p->cnt, k);

	if (p->own[c])
		select_add_runs(&p->sel[c], p->lat, p->cnt, nr);
	if (c == 0 && p->feed_corr && p->corr.passes == 0)
		cqr_first_runs(&p->corr, p->lat, p->cnt, nr);
	for (uint64_t r = 0; c == 0 && p->feed_corr && p->corr.passes > 0 && r < nr; r++)
		cqr_add_n(&p->corr, p->lat[r], p->cnt[r]);
}

/*
 * walk_pass's start: for each rep, which of its selections are still
 * open, and its walks started. Returns whether any walk reads the due
 * times; *bad is set if a walk could not start.
 */
static int pass_begin(struct passes *ps[], int n, const struct model *m,
                      const struct walker_ops *ops, int *bad)
{
	const enum client cl[2] = { closed_client(m), CLIENT_OPEN };
	int need_due = 0;

	for (int r = 0; r < n; r++) {
		struct passes *p = ps[r];

		p->own[0] = select_open(&p->sel[0]);
		p->own[1] = select_open(&p->sel[1]);
		p->feed_corr = p->corr_live && cqr_open(&p->corr);
		p->on[0] = p->own[0] || p->feed_corr;
		p->on[1] = p->own[1];
		p->spent_ns[0] = p->spent_ns[1] = 0;
		need_due |= (p->on[0] && cl[0] != CLIENT_BACK_TO_BACK) || p->on[1];
		memset(p->wk, 0, sizeof p->wk);
		for (int c = 0; c < 2; c++) {
			p->wk[c].ops = ops;
			*bad |= p->on[c] && ops->start(&p->wk[c], m, cl[c]);
		}
	}
	return need_due;
}

/* walk_pass's chunks, every walk of every rep on each. Returns the chunks walked. */
static uint64_t pass_chunks(struct passes *ps[], int n, uint64_t *due, uint64_t *svc,
                            const struct model *m, const struct walker_ops *ops,
                            const struct due_way *way, int need_due)
{
	const enum client cl[2] = { closed_client(m), CLIENT_OPEN };
	struct due_src src;
	uint64_t chunk = 0;

	if (way && ps[0]->pass > 0)
		shared_due_join(way->sh, way->side, ps[0]->pass);
	if (!way)
		due_restart(&src, m);
	for (;; chunk++) {
		const uint64_t *chunk_due = due, *chunk_svc = NULL;
		uint64_t nd = 0, got = 0, svc_ns = 0;

		if (way) {
			chunk_due = shared_due_get(way->sh, way->side, chunk, &nd, &chunk_svc, &svc_ns);
		} else if (need_due) {
			uint64_t first = src.i;

			nd = due_fill(&src, due, PASS_CHUNK);
			if (svc) {
				uint64_t t0 = now_ns();

				service_fill(m, first, svc, nd);
				svc_ns = now_ns() - t0;
				chunk_svc = svc;
			}
		}
		if (!ops->takes_svc)
			chunk_svc = NULL;

		for (int r = 0; r < n; r++) {
			struct passes *p = ps[r];

			for (int c = 0; c < 2; c++) {
				uint64_t k, t0;

				if (!p->on[c])
					continue;
				ops->hand(&p->wk[c], chunk_due, chunk_svc, nd);
				t0 = now_ns();
				k = ops->run(&p->wk[c], p->lat, PASS_CHUNK);
				/* a loop that reads the chunk's service times is charged their draws */
				p->spent_ns[c] += now_ns() - t0 + (chunk_svc && cl[c] != CLIENT_BACK_TO_BACK
				                                   ? svc_ns : 0);
				got += k;
				passes_feed(p, c, k);
			}
		}
		if (way)
			shared_due_done(way->sh, way->side, chunk + 1, 0);
		if (nd == 0 && got == 0)
			break;
	}
	if (!way)
		due_close(&src);
	return chunk;
}

/*
 * walk_pass's end: the first pass's totals and costs, each walk ended,
 * then (bad 0) each rep's pass ended. Returns 0, ERR_OOM or ERR_RANGE.
 */
static int pass_end(struct passes *ps[], int n, const struct model *m,
                    const struct walker_ops *ops, int bad)
{
	for (int r = 0; r < n; r++) {
		struct passes *p = ps[r];
		struct outcome *o = p->o;

		for (int c = 0; c < 2; c++) {
			uint64_t k;

			if (!p->on[c])
				continue;
			if (p->pass == 0 && !bad) {
				ops->totals(&p->wk[c], m, &k, &o->last_done_ns[c], &o->stalls[c]);
				if (c == 0)
					p->nc = k;
				if (p->ns_per_req)
					p->ns_per_req[c] = (double)p->spent_ns[c] / (double)(k ? k : 1);
			}
			ops->end(&p->wk[c]);
		}
	}
	if (bad)
		return ERR_OOM;
	for (int r = 0; r < n; r++) {
		struct passes *p = ps[r];
		int rc = 0;

		if ((p->own[0] && (rc = select_end_pass(&p->sel[0]))) ||
		    (p->own[1] && (rc = select_end_pass(&p->sel[1]))) ||
		    (p->feed_corr && (rc = cqr_end_pass(&p->corr))))
			return rc;
		if (!p->corr_live) {
			if (cqr_init(&p->corr, ops->mean_interval(p->o->last_done_ns[0], p->nc, m->connections),
			             m->slow_ns, m->rank, m->guess_entries, p->room))
				return ERR_OOM;
			p->corr_live = 1;
		}
		p->pass++;
	}
	return 0;
}

/*
 * Walks the run once for each of the n reps in ps[]: every client of
 * every rep side by side on each chunk of due times, which are drawn once
 * for all of them (a Poisson schedule's logarithm a request is about a
 * third of a walk), feeding every selection still open; then ends each
 * rep's pass. way, if not NULL, is the schedule shared with the other
 * core (its round the pass); svc, if not NULL, is where a chunk's service
 * times are drawn when it is not shared. Each rep keeps its own walks and
 * counts, so they share nothing but the due and service times, and each
 * loop is timed alone (charged the service draws it read). The first pass also takes each
 * loop's totals and cost. Returns 0, ERR_OOM or ERR_RANGE.
 */
static int walk_pass(struct passes *ps[], int n, uint64_t *due, uint64_t *svc,
                     const struct model *m, const struct walker_ops *ops, const struct due_way *way)
{
	int bad = 0, need_due = pass_begin(ps, n, m, ops, &bad);
	uint64_t chunk = bad ? 0 : pass_chunks(ps, n, due, svc, m, ops, way, need_due);

	if (way)
		shared_due_done(way->sh, way->side, chunk, 1);
	return pass_end(ps, n, m, ops, bad);
}

/*
 * n reps by walking (at most REPS_TOGETHER): in each pass both clients of
 * every rep still open walk the whole schedule side by side, a chunk of
 * due times at a time (so a Poisson schedule is generated, or a file read,
 * once for all of them), until every percentile of every rep is found; a
 * rep's counters are freed once it is done. The closed and open sets
 * narrow by value (struct select), the corrected set by quotient and
 * remainder (struct cqr), which starts a pass late when its interval is
 * the closed loop's mean. ops picks the walk: GENERAL_WALK (the passes route) or
 * REFERENCE_WALK (the reference simulation). ns_per_req[r], if not NULL,
 * gets each loop's cost in rep r's first pass, the loop alone. Returns 0,
 * ERR_OOM or ERR_RANGE.
 */
enum { REPS_TOGETHER = 2 };

/* A rep whose every percentile is found: its outcome written, its counters freed. */
static void passes_finish(struct passes *p, struct outcome *o)
{
	o->walks = p->pass;
	o->guessed = p->sel[0].guessed + p->sel[1].guessed + p->corr.guessed;
	o->expected_ns = p->corr.e;
	for (int s = 0; s < 2; s++) {
		select_summary(&p->sel[s], &o->set[s]);
		select_free(&p->sel[s]);
	}
	cqr_summary(&p->corr, &o->set[SET_CORRECTED]);
	cqr_free(&p->corr);
}

static int walk_outcomes(const struct model *m, const struct walker_ops *ops, struct outcome *o,
                         double (*ns_per_req)[2], int n, const struct due_way *way,
                         struct batch_acc *batch)
{
	struct passes p[REPS_TOGETHER], *open[REPS_TOGETHER];
	/* one thread feeds them all, a chunk at a time: the buffers of a chunk are shared */
	uint64_t *lat = malloc(PASS_CHUNK * sizeof *lat), *cnt = malloc(PASS_CHUNK * sizeof *cnt);
	uint64_t *due = NULL, *svc = NULL, *room[2] = { NULL, NULL };
	int rc = ERR_OOM, oom = !lat || !cnt;

	/* a schedule of its own (not shared), and its service times drawn once a chunk */
	if (!way)
		oom |= !(due = malloc(PASS_CHUNK * sizeof *due));
	if (!way && m->service_dist != SVC_FIXED && ops->takes_svc)
		oom |= !(svc = malloc(PASS_CHUNK * sizeof *svc));

	if (m->guess_entries) {
		room[0] = malloc(m->guess_entries * sizeof *room[0]);
		room[1] = malloc(m->guess_entries * sizeof *room[1]);
		oom |= !room[0] || !room[1];
	}
	memset(p, 0, sizeof p);
	for (int r = 0; r < n && !oom; r++) {
		memset(&o[r], 0, sizeof o[r]);
		p[r].o = &o[r];
		p[r].ns_per_req = ns_per_req ? ns_per_req[r] : NULL;
		p[r].lat = lat;
		p[r].cnt = cnt;
		p[r].room[0] = room[0];
		p[r].room[1] = room[1];
		p[r].batch = r == 0 ? batch : NULL;
		for (int s = 0; s < 2; s++)
			oom |= select_init(&p[r].sel[s], m->slow_ns, m->rank, m->guess_entries, room);
		if (!m->expected_mean) {
			oom |= cqr_init(&p[r].corr, m->expected_ns, m->slow_ns, m->rank, m->guess_entries,
			                room) != 0;
			p[r].corr_live = 1;
		}
	}
	if (oom)
		goto out;
	/*
	 * The first pass together, the schedule perhaps shared; then the reps
	 * still open, together; a rep's counters are freed once it is done.
	 */
	for (int r = 0; r < n; r++)
		open[r] = &p[r];
	for (int k = n, done[REPS_TOGETHER] = { 0 }; k > 0; ) {
		if ((rc = walk_pass(open, k, due, svc, m, ops, way)))
			goto out;
		k = 0;
		for (int r = 0; r < n; r++) {
			if (done[r])
				continue;
			if (passes_open(&p[r])) {
				open[k++] = &p[r];
				continue;
			}
			done[r] = 1;
			passes_finish(&p[r], &o[r]);
		}
	}
	rc = 0;
out:
	if (way)
		shared_due_quit(way->sh, way->side);
	for (int r = 0; r < n; r++) {
		for (int s = 0; s < 2; s++)
			select_free(&p[r].sel[s]);
		cqr_free(&p[r].corr);
	}
	free(due);
	free(svc);
	free(lat);
	free(cnt);
	free(room[0]);
	free(room[1]);
	return rc;
}

/*
 * The outcome by the reference simulation, its schedule its own or shared
 * (way, or NULL). Returns 0, ERR_OOM or ERR_RANGE.
 */
static int reference_by(const struct model *m, struct outcome *o, const struct due_way *way)
{
	return walk_outcomes(m, &REFERENCE_WALK, o, NULL, 1, way, NULL);
}

/* bench.c's hooks: a rep in passes (run_once), the reference in passes (reference). */
static int passes_rep(const struct model *m, struct outcome *o, double ns_per_req[2])
{
	return walk_outcomes(m, &GENERAL_WALK, o, (double (*)[2])ns_per_req, 1, NULL, NULL);
}

static int passes_reference(const struct model *m, struct outcome *o)
{
	return reference_by(m, o, NULL);
}

/* ------------------------------------------------------------------ */
/* The reps of a run in passes                                        */
/* ------------------------------------------------------------------ */

/* A rep walked in passes, as a job for the other core. */
struct rep_job {
	const struct model *m;
	struct outcome *o;
	double (*ns)[2];
	int rc;
};

static void *rep_job_run(void *arg)
{
	struct rep_job *j = arg;

	j->rc = walk_outcomes(j->m, &GENERAL_WALK, j->o, j->ns, 1, NULL, NULL);
	return NULL;
}

/*
 * Two reps in passes: side by side on one core, sharing the schedule (and
 * the reference's, way); or, where the other core is spare (no reference
 * beside), one on each core, each drawing its own.
 */
static int walk_two(const struct model *m, struct outcome *o, double (*ns)[2],
                    const struct due_way *way, struct batch_acc *batch, int spare)
{
	struct rep_job j = { m, &o[1], &ns[1], 0 };
	struct beside t;
	int rc;

	if (!spare || !beside_start(&t, rep_job_run, &j))
		return walk_outcomes(m, &GENERAL_WALK, o, ns, 2, way, batch);
	rc = walk_outcomes(m, &GENERAL_WALK, o, ns, 1, NULL, batch);
	beside_join(&t);
	return rc ? rc : j.rc;
}

/*
 * The warmup (if any) and the reps, two at a time; the first one or two
 * read the schedule through way (or their own, NULL) and add the open
 * loop's batch means of the first walk where theory applies. spare: the other core is
 * free for a rep. Returns 0 or the exit status of a run that could not
 * finish.
 */
static int passes_run_reps(struct bench_run *br, const struct due_way *way, int spare, int verbose)
{
	const struct model *m = br->m;

	const unsigned first = 1 - m->warmup;

	for (unsigned rep = first; rep <= m->reps; ) {
		double ns[REPS_TOGETHER][2];
		int n = (int)min_u64(REPS_TOGETHER, m->reps + 1 - rep);
		const struct due_way *w = rep == first ? way : NULL;
		struct batch_acc *ba = rep == first && theory_run_of(br)->applies ? &theory_run_of(br)->batch : NULL;
		int rc = n > 1 ? walk_two(m, &br->got[rep], ns, w, ba, spare)
		               : walk_outcomes(m, &GENERAL_WALK, &br->got[rep], ns, 1, w, ba);

		if ((rc = fault_rc(rc)))
			return cannot(rc, "for a rep");
		reps_record(br, rep, n, ns, verbose);
		rep += (unsigned)n;
	}
	return 0;
}

/* The reference beside reps in passes: in passes too where the run is long, reading their schedule. */
struct passes_ref_job {
	const struct model *m;
	struct outcome *want;
	const struct due_way *way;   /* the schedule shared with the reps, or NULL */
	int rc;
};

static void *passes_ref_run(void *arg)
{
	struct passes_ref_job *j = arg;

	j->rc = j->way ? reference_by(j->m, j->want, j->way) : reference(j->m, j->want);
	return NULL;
}

/*
 * bench_reps for a run in passes (run_options refuses --export with one):
 * where the reference is the check it runs beside the reps, and where it
 * walks in passes too, it and the first reps read one schedule, drawn
 * once. Returns 0 or the exit status.
 */
static int passes_reps(struct bench_run *br, int verbose)
{
	const struct model *m = br->m;
	struct shared_due sh;
	const struct due_way ref_way = { &sh, 1 }, rep_way = { &sh, 0 };
	int want_beside = closed_form_gap(m) && !verbose;
	int share = want_beside && !sort_fits(m) && shared_due_init(&sh, m) == 0;
	struct passes_ref_job job = { m, &br->want, share ? &ref_way : NULL, 0 };
	struct beside ref_thread;
	int beside = want_beside && beside_start(&ref_thread, passes_ref_run, &job);
	int rc;

	if (share && !beside) {
		shared_due_free(&sh);
		share = 0;
	}
	if (!beside && (rc = reps_before(br, NULL)))
		return rc;
	rc = passes_run_reps(br, share ? &rep_way : NULL, !beside, verbose);
	if (share)
		shared_due_quit(&sh, 0);   /* whatever happened, the reps no longer read it */
	if (beside) {
		beside_join(&ref_thread);
		if (share)
			shared_due_free(&sh);
		rc = reps_after(br, rc, job.rc);
	}
	return rc;
}
