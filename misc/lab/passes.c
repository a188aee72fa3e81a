/*
 * misc/lab/passes.c: the lab's long runs, walked again rather than kept.
 *
 * bench.c keeps every sample of a run (sorted) or counts it on the model's
 * lattice; a run of a general model longer than SORT_MAX requests a client
 * fits neither, and bench alone refuses it. Here such a run is walked again
 * until every percentile is found (select.c: struct select for the closed
 * and open sets, struct cqr for the corrected), the reference walks the
 * same way (REFERENCE_WALK: ref_client, the reference walk of reference.c),
 * and the reps go two at a time. A lab run without --reps is one walk
 * beside the reference.
 *
 * Owns: the passes route (struct walker, struct passes, walk_outcomes),
 * passes_reps. May call: bench.c, select.c. bench.c calls passes_rep
 * (run_once), passes_reference (reference) and passes_reps (bench_reps),
 * the hooks it declares after plan_route.
 *
 * The speed mechanisms, each with its lines and its gain on a row of
 * ./scale.sh (`--reps 1`), measured by taking it out alone: the median of
 * paired wall-time ratios over five runs (farm-bench), AMD EPYC, 2 cores,
 * one session (misc/notes/long-runs.md#judged-again). Kept:
 *   - first-pass guesses (select.c, struct guess, about 360 lines):
 *     Poisson hour 1.75x, skip hour 1.77x (--guess-entries 0 is without);
 *   - runs of equal latencies (select.c, runs_of, about 30 lines): skip
 *     hour 3.5x, Poisson hour 2.4x;
 *   - a chunk's service times drawn once for the route's walks
 *     (service_fill, about 25 lines): M/M/1 hour 1.44x;
 *   - the warmup and the rep walking together (REPS_TOGETHER, about 40
 *     lines): Poisson hour 1.52x (M/M/1 hour 1.27x);
 *   - two reps one on each core where no reference runs beside
 *     (walk_two, about 25 lines): skip hour 1.46x.
 * Taken out, below 1.3x on every row: the schedule shared with the
 * reference through a ring, drawn in two steps by whichever side would
 * wait (about 300 lines; Poisson hour 1.18x and 1.27x, M/M/1 hour 1.12x
 * and 1.15x, Poisson day 1.26x and 1.15x); the schedule counted on both cores
 * before the run (about 60 lines in schedules.c; Poisson hour 1.09x).
 * Taken out though it bought more: the truth's walks in a loop of their
 * own (about 45 lines; Poisson day 1.36x, skip hour 1.71x), the same rules
 * as the general walk's written twice (long-runs.md#one-loop).
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
	struct walk w;       /* the general walk's state */
	struct ref_walk r;   /* the reference's */
};

static int general_start(struct walker *k, const struct model *m, enum client c)
{
	return walk_start(&k->w, m, c == CLIENT_OPEN, NULL, 0);
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
	return ref_start(&k->r, m, c, NULL);
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
 * a chunk (due times, service times, latencies, their runs) is 128 KiB.
 */
enum { PASS_CHUNK = CHUNK / 4 };

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

/* walk_pass's chunks, every walk of every rep on each. */
static void pass_chunks(struct passes *ps[], int n, uint64_t *due, uint64_t *svc,
                        const struct model *m, const struct walker_ops *ops, int need_due)
{
	const enum client cl[2] = { closed_client(m), CLIENT_OPEN };
	struct due_src src;

	due_restart(&src, m);
	for (;;) {
		const uint64_t *chunk_due = due, *chunk_svc = NULL;
		uint64_t nd = 0, got = 0, svc_ns = 0;

		if (need_due) {
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
		if (nd == 0 && got == 0)
			break;
	}
	due_close(&src);
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
 * rep's pass. svc, if not NULL, is where a chunk's service times are
 * drawn, once for every walk that reads them. Each rep keeps its own walks and
 * counts, so they share nothing but the due and service times, and each
 * loop is timed alone (charged the service draws it read). The first pass also takes each
 * loop's totals and cost. Returns 0, ERR_OOM or ERR_RANGE.
 */
static int walk_pass(struct passes *ps[], int n, uint64_t *due, uint64_t *svc,
                     const struct model *m, const struct walker_ops *ops)
{
	int bad = 0, need_due = pass_begin(ps, n, m, ops, &bad);

	if (!bad)
		pass_chunks(ps, n, due, svc, m, ops, need_due);
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
                         double (*ns_per_req)[2], int n, struct batch_acc *batch)
{
	struct passes p[REPS_TOGETHER], *open[REPS_TOGETHER];
	/* one thread feeds them all, a chunk at a time: the buffers of a chunk are shared */
	uint64_t *lat = malloc(PASS_CHUNK * sizeof *lat), *cnt = malloc(PASS_CHUNK * sizeof *cnt);
	uint64_t *due = malloc(PASS_CHUNK * sizeof *due), *svc = NULL, *room[2] = { NULL, NULL };
	int rc = ERR_OOM, oom = !lat || !cnt || !due;

	/* its service times drawn once a chunk, for every walk that reads them */
	if (m->service_dist != SVC_FIXED && ops->takes_svc)
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
	 * The first pass together; then the reps
	 * still open, together; a rep's counters are freed once it is done.
	 */
	for (int r = 0; r < n; r++)
		open[r] = &p[r];
	for (int k = n, done[REPS_TOGETHER] = { 0 }; k > 0; ) {
		if ((rc = walk_pass(open, k, due, svc, m, ops)))
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

/* bench.c's hooks: a rep in passes (run_once), the reference in passes (reference). */
static int passes_rep(const struct model *m, struct outcome *o, double ns_per_req[2])
{
	return walk_outcomes(m, &GENERAL_WALK, o, (double (*)[2])ns_per_req, 1, NULL);
}

static int passes_reference(const struct model *m, struct outcome *o)
{
	return walk_outcomes(m, &REFERENCE_WALK, o, NULL, 1, NULL);
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

	j->rc = walk_outcomes(j->m, &GENERAL_WALK, j->o, j->ns, 1, NULL);
	return NULL;
}

/*
 * Two reps in passes: side by side on one core, reading one schedule; or,
 * where the other core is spare (no reference beside), one on each core,
 * each drawing its own.
 */
static int walk_two(const struct model *m, struct outcome *o, double (*ns)[2],
                    struct batch_acc *batch, int spare)
{
	struct rep_job j = { m, &o[1], &ns[1], 0 };
	struct beside t;
	int rc;

	if (!spare || !beside_start(&t, rep_job_run, &j))
		return walk_outcomes(m, &GENERAL_WALK, o, ns, 2, batch);
	rc = walk_outcomes(m, &GENERAL_WALK, o, ns, 1, batch);
	beside_join(&t);
	return rc ? rc : j.rc;
}

/*
 * The warmup (if any) and the reps, two at a time; the first one or two
 * add the open loop's batch means of the first walk where theory applies.
 * spare: the other core is free for a rep. Returns 0 or the exit status
 * of a run that could not finish.
 */
static int passes_run_reps(struct bench_run *br, int spare, int verbose)
{
	const struct model *m = br->m;
	const unsigned first = 1 - m->warmup;

	for (unsigned rep = first; rep <= m->reps; ) {
		double ns[REPS_TOGETHER][2];
		int n = (int)min_u64(REPS_TOGETHER, m->reps + 1 - rep);
		struct batch_acc *ba = rep == first && theory_run_of(br)->applies ? &theory_run_of(br)->batch : NULL;
		int rc = n > 1 ? walk_two(m, &br->got[rep], ns, ba, spare)
		               : walk_outcomes(m, &GENERAL_WALK, &br->got[rep], ns, 1, ba);

		if ((rc = fault_rc(rc)))
			return cannot(rc, "for a rep");
		reps_record(br, rep, n, ns, verbose);
		rep += (unsigned)n;
	}
	return 0;
}

/*
 * bench_reps for a run in passes (run_options refuses --export with one):
 * where the reference is the check, it runs beside the reps on the other
 * core, each drawing its own schedule. Returns 0 or the exit status.
 */
static int passes_reps(struct bench_run *br, int verbose)
{
	const struct model *m = br->m;
	int want_beside = closed_form_gap(m) && !verbose;
	struct ref_job job = { m, &br->want, 0 };   /* reference.c's, in passes where the run is long */
	struct beside ref_thread;
	int beside = want_beside && beside_start(&ref_thread, ref_job_run, &job);
	int rc;

	if (!beside && (rc = reps_before(br, NULL)))
		return rc;
	rc = passes_run_reps(br, !beside, verbose);
	if (beside) {
		beside_join(&ref_thread);
		rc = reps_after(br, rc, job.rc);
	}
	return rc;
}
