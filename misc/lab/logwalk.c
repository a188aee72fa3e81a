/*
 * misc/lab/logwalk.c: a log diagnosed in bounded memory (the passes
 * route, diagnose's default): read once, written out, walked again.
 *
 * The log is read once (logs.c), each request written as it comes to a
 * spill, an unlinked temporary file of 24 bytes a request. Every later
 * pass walks the spill in send order: a reorder heap holds the requests
 * whose send the lines still to come could precede, which the first read
 * measured (the log's disorder: the furthest a send lags the latest send
 * read before it; a log written in completion order lags by about its
 * longest latency). Each walk does diagnose.c's work one request at a
 * time, a stream's state carried from its last request to its next: the
 * worker pool's streams, each send's class (waited, overlapped,
 * unblocked), the in-flight counts, the gap-latency pairs, the median
 * gap (struct lw_pick, exact, narrowed walk by walk), then the slot
 * matching, whose every value goes to select.c's selections (struct
 * select, struct cqr), walked again until each percentile is found.
 * Memory: the selections' fixed counters, a few words a stream, and the
 * requests in flight within the disorder, however long the log.
 *
 * Owns: the spill, the walk, the streams' state machines, struct lw_pick,
 * the route's drive (lw_diagnose) and the comparison of two diagnoses
 * (lw_differ, for --route check). May call: logs.c, diagnose.c's struct
 * dg_diag and its helpers that carry no figure of their own (the worker
 * pool's heap, dg_order_names, dg_follow_pair and dg_follow_join, the
 * given interval, the tolerance, the refusal dg_too_many), select.c,
 * bench.c's rank rule, summaries and comparator cmp_u64. Included by
 * diagnose.c, after its in-memory route, which is this route's
 * reference: the same rules written over arrays held whole
 * (dg_classify, dg_interval, dg_match, dg_in_flight, dg_recordings), and
 * `lab diagnose --route check` runs both and compares every figure.
 */

enum {
	LW_BUF = 1 << 14,        /* requests read or written at a time */
	LW_RUN = 1 << 12,        /* values a selection takes at a time in its first pass */
	LW_SUB = 6,              /* lw_pick's first walk: 2^(LW_SUB-1) buckets a power of two */
	LW_BINS_SHIFT = 12,      /* its later walks: 2^12 bins a window, */
	LW_BINS = 1 << LW_BINS_SHIFT,
	LW_HOLD = 1 << 12,       /* or every value of a window that holds at most this many */
	LW_PICK_ROOM = 1 << 19,  /* words of counters and held values all keys share in a walk */
};

/* ------------------------------------------------------------------ */
/* The spill                                                           */
/* ------------------------------------------------------------------ */

struct lw_spill {
	FILE *f;
	struct dg_req *buf;      /* LW_BUF */
	size_t n, at;            /* requests in buf, and the next to hand out */
	int eof;
	int read;                /* 0 while it is written, 1 once it is read back */
};

/* An unlinked temporary file in $TMPDIR (or /tmp); 0, or -1 with errno. */
static int lw_spill_open(struct lw_spill *sp)
{
#ifdef __wasi__
	(void)sp;   /* the browser's lab has no files: diagnose takes the memory route there */
	errno = ENOSYS;
	return -1;
#else
	const char *dir = getenv("TMPDIR");
	char path[4096];
	int fd;

	memset(sp, 0, sizeof *sp);
	snprintf(path, sizeof path, "%s/lab-diagnose-XXXXXX", dir && *dir ? dir : "/tmp");
	if ((fd = mkstemp(path)) < 0)
		return -1;
	unlink(path);
	sp->f = fdopen(fd, "w+b");
	sp->buf = malloc(LW_BUF * sizeof *sp->buf);
	if (!sp->f) {
		close(fd);
		free(sp->buf);
		sp->buf = NULL;
		return -1;
	}
	return sp->buf ? 0 : -1;
#endif
}

static void lw_spill_close(struct lw_spill *sp)
{
	if (sp->f)
		fclose(sp->f);
	free(sp->buf);
	memset(sp, 0, sizeof *sp);
}

static int lw_spill_flush(struct lw_spill *sp)
{
	int bad = sp->n && fwrite(sp->buf, sizeof *sp->buf, sp->n, sp->f) != sp->n;

	sp->n = 0;
	return bad ? -1 : 0;
}

static int lw_spill_put(struct lw_spill *sp, const struct dg_req *r)
{
	sp->buf[sp->n++] = *r;
	return sp->n == LW_BUF ? lw_spill_flush(sp) : 0;
}

/* Back to the first request, to read. 0, or -1. */
static int lw_spill_rewind(struct lw_spill *sp)
{
	if ((!sp->read && (lw_spill_flush(sp) || fflush(sp->f))) || fseek(sp->f, 0, SEEK_SET))
		return -1;
	sp->read = 1;
	sp->n = sp->at = 0;
	sp->eof = 0;
	return 0;
}

/* The next request in the order read: 1, 0 at the end, -1 a read error. */
static int lw_spill_get(struct lw_spill *sp, struct dg_req *r)
{
	if (sp->at == sp->n) {
		if (sp->eof)
			return 0;
		sp->n = fread(sp->buf, sizeof *sp->buf, LW_BUF, sp->f);
		sp->at = 0;
		if (sp->n < LW_BUF) {
			if (ferror(sp->f))
				return -1;
			sp->eof = 1;
		}
		if (!sp->n)
			return 0;
	}
	*r = sp->buf[sp->at++];
	return 1;
}

/* ------------------------------------------------------------------ */
/* The first read                                                      */
/* ------------------------------------------------------------------ */

/* What the first read learns, beside the spill. */
struct lw_scan {
	struct lw_spill sp;
	uint64_t n, latest, disorder, errors, timeouts;
	uint64_t *first_ns;      /* by the reader's stream id: its first send */
	uint32_t nids, capids;
	int failed;              /* the spill could not be written */
};

/*
 * Room for the first sends of n ids, those not read none (UINT64_MAX);
 * if it must grow, to cap ids (at least n). 0, or -1.
 */
static int lw_ids(struct lw_scan *sc, uint32_t n, uint32_t cap)
{
	if (n > sc->capids) {
		uint64_t *p = realloc(sc->first_ns, cap * sizeof *p);

		if (!p)
			return -1;
		sc->first_ns = p;
		sc->capids = cap;
	}
	while (sc->nids < n)
		sc->first_ns[sc->nids++] = UINT64_MAX;
	return 0;
}

/* The reader's sink (dg_sink_fn): one request into the spill and the scan. */
static int lw_scan_push(void *ctx, const struct dg_req *r)
{
	struct lw_scan *sc = ctx;

	/* the ids come one at a time: room doubled, not grown by one each */
	if (lw_ids(sc, r->stream + 1, max_u64(64, 2 * (uint64_t)r->stream + 2)))
		return -1;
	sc->first_ns[r->stream] = min_u64(sc->first_ns[r->stream], r->send_ns);
	if (!sc->n || r->send_ns > sc->latest)
		sc->latest = r->send_ns;
	else
		sc->disorder = max_u64(sc->disorder, sc->latest - r->send_ns);
	sc->n++;
	sc->errors += r->status == DG_ERROR;
	sc->timeouts += r->status == DG_TIMEOUT;
	if (lw_spill_put(&sc->sp, r)) {
		sc->failed = 1;
		return -1;
	}
	return 0;
}

/* ------------------------------------------------------------------ */
/* The walk: the spill in send order, each request given its stream   */
/* ------------------------------------------------------------------ */

struct lw_walk {
	struct lw_spill *sp;
	uint64_t disorder, latest, tol_ns;
	int any, eof;
	struct dg_req *heap;     /* the reorder heap: least (send, latency, status) on top */
	size_t hn, hcap;
	enum dg_streams mode;
	const uint32_t *to;      /* DG_STREAMS_LOG: the reader's id to the report's */
	struct dg_heap pool;     /* DG_STREAMS_INFER: busy workers by reply, as dg_infer_streams */
	size_t pcap;
	uint32_t *fifo;          /* free workers, longest free first: a ring of fcap */
	size_t fhead, fn, fcap;
	uint32_t workers;
};

static int lw_before(const struct dg_req *a, const struct dg_req *b)
{
	return dg_cmp_send(a, b) < 0;
}

static int lw_heap_push(struct lw_walk *w, const struct dg_req *r)
{
	size_t i;

	if (w->hn == w->hcap) {
		size_t cap = w->hcap ? 2 * w->hcap : 1024;
		struct dg_req *p = realloc(w->heap, cap * sizeof *p);

		if (!p)
			return -1;
		w->heap = p;
		w->hcap = cap;
	}
	for (i = w->hn++; i && lw_before(r, &w->heap[(i - 1) / 2]); i = (i - 1) / 2)
		w->heap[i] = w->heap[(i - 1) / 2];
	w->heap[i] = *r;
	return 0;
}

static struct dg_req lw_heap_pop(struct lw_walk *w)
{
	struct dg_req top = w->heap[0], last = w->heap[--w->hn];
	size_t i = 0;

	for (;;) {
		size_t c = 2 * i + 1;

		if (c >= w->hn)
			break;
		if (c + 1 < w->hn && lw_before(&w->heap[c + 1], &w->heap[c]))
			c++;
		if (!lw_before(&w->heap[c], &last))
			break;
		w->heap[i] = w->heap[c];
		i = c;
	}
	w->heap[i] = last;
	return top;
}

/* Room in heap h (of *cap) for one more: 0, or -1 out of memory. */
static int lw_heap_room(struct dg_heap *h, size_t *cap)
{
	size_t c = *cap ? 2 * *cap : 64;
	uint64_t *d;
	uint32_t *k;

	if (h->n < *cap)
		return 0;
	if (!(d = realloc(h->done, c * sizeof *d)))
		return -1;
	h->done = d;
	if (!(k = realloc(h->stream, c * sizeof *k)))
		return -1;
	h->stream = k;
	*cap = c;
	return 0;
}

/*
 * A ring of n elements of size elem from head in cap, copied in order to
 * the start of a new one of twice the room (64 at first; *cap updated);
 * NULL out of memory, the old ring left as it was.
 */
static void *lw_ring_grow(const void *ring, size_t elem, size_t head, size_t n, size_t *cap)
{
	size_t c = *cap ? 2 * *cap : 64;
	char *p = malloc(c * elem);

	if (!p)
		return NULL;
	for (size_t k = 0; k < n; k++)
		memcpy(p + k * elem, (const char *)ring + (head + k) % *cap * elem, elem);
	*cap = c;
	return p;
}

/* The worker a send goes to, as dg_infer_streams gives it; UINT32_MAX out of memory. */
static uint32_t lw_worker(struct lw_walk *w, const struct dg_req *r)
{
	uint32_t id;

	while (w->pool.n && w->pool.done[0] <= r->send_ns + w->tol_ns) {
		if (w->fn == w->fcap) {
			uint32_t *p = lw_ring_grow(w->fifo, sizeof *p, w->fhead, w->fn, &w->fcap);

			if (!p)
				return UINT32_MAX;
			free(w->fifo);
			w->fifo = p;
			w->fhead = 0;
		}
		w->fifo[(w->fhead + w->fn++) % w->fcap] = dg_heap_pop(&w->pool);
	}
	if (w->fn) {
		id = w->fifo[w->fhead];
		w->fhead = (w->fhead + 1) % w->fcap;
		w->fn--;
	} else
		id = w->workers++;
	if (lw_heap_room(&w->pool, &w->pcap))
		return UINT32_MAX;
	dg_heap_push(&w->pool, r->send_ns + r->lat_ns, id);
	return id;
}

/* The walk from the spill's start. 0, or -1. */
static int lw_walk_begin(struct lw_walk *w)
{
	w->hn = w->pool.n = w->fn = w->fhead = 0;
	w->workers = 0;
	w->any = w->eof = 0;
	return lw_spill_rewind(w->sp);
}

/*
 * The next request in send order (then latency, then status), its stream
 * the report's: 1, 0 at the end, -1 out of memory or a read error. A
 * request leaves the heap once the latest send read is more than the
 * disorder past it: no line still to come can then be sent before it.
 */
static int lw_walk_next(struct lw_walk *w, struct dg_req *out)
{
	for (;;) {
		if (w->hn && (w->eof || w->heap[0].send_ns + w->disorder < w->latest))
			break;
		if (w->eof)
			return 0;
		struct dg_req r;
		int got = lw_spill_get(w->sp, &r);

		if (got < 0)
			return -1;
		if (!got) {
			w->eof = 1;
			continue;
		}
		if (!w->any || r.send_ns > w->latest)
			w->latest = r.send_ns;
		w->any = 1;
		if (lw_heap_push(w, &r))
			return -1;
	}
	*out = lw_heap_pop(w);
	if (w->mode == DG_STREAMS_ONE)
		out->stream = 0;
	else if (w->mode == DG_STREAMS_LOG)
		out->stream = w->to[out->stream];
	else if ((out->stream = lw_worker(w, out)) == UINT32_MAX)
		return -1;
	return 1;
}

static void lw_walk_free(struct lw_walk *w)
{
	free(w->heap);
	free(w->pool.done);
	free(w->pool.stream);
	free(w->fifo);
}

/* ------------------------------------------------------------------ */
/* The exact median of each stream's gaps, walk by walk                */
/* ------------------------------------------------------------------ */

/*
 * One rank of one key's values, found by narrowing a window over walks.
 * The first walk counts every value in log-linear buckets (exact below
 * 2^LW_SUB, then 2^(LW_SUB-1) a power of two); the bucket the rank falls
 * in is the window. A later walk either counts the window's values in
 * LW_BINS equal bins (the bin the rank falls in is the next window), or,
 * once the window holds at most LW_HOLD values, holds them and sorts. A
 * window one nanosecond wide gives the value itself. A key with at most
 * LW_HOLD values is held from the start. Keys share LW_PICK_ROOM words a
 * walk; one that finds no room waits for a later walk.
 */
enum lw_level { LW_ALL, LW_WINDOW, LW_HELD, LW_FOUND };
struct lw_key {
	uint64_t rank;           /* 1-based; 0: nothing wanted */
	uint64_t count;          /* values in the window (all of the key's at first) */
	uint64_t below;          /* values below the window */
	uint64_t lo;             /* the window [lo, lo + 2^width), or everything (LW_ALL) */
	unsigned width, shift;   /* LW_WINDOW: bins 2^shift wide */
	enum lw_level level;
	int all;                 /* the window is everything */
	uint64_t *room;          /* this walk's counters or held values; NULL: not in this walk */
	uint64_t held;
	uint64_t value;
};

static uint64_t lw_bucket(uint64_t v)
{
	unsigned s;

	if (v < (UINT64_C(1) << LW_SUB))
		return v;
	s = (unsigned)(64 - __builtin_clzll(v)) - LW_SUB;
	return (uint64_t)s * (UINT64_C(1) << (LW_SUB - 1)) + (v >> s);
}

static uint64_t lw_bucket_lo(uint64_t k, unsigned *shift)
{
	const uint64_t half = UINT64_C(1) << (LW_SUB - 1);

	if (k < 2 * half) {
		*shift = 0;
		return k;
	}
	*shift = (unsigned)(k / half) - 1;
	return (k - (uint64_t)*shift * half) << *shift;
}

enum { LW_BUCKETS = (64 - LW_SUB + 2) << (LW_SUB - 1) };

/* Key k wants its rank-th smallest of count values. */
static void lw_key_init(struct lw_key *k, uint64_t rank, uint64_t count)
{
	memset(k, 0, sizeof *k);
	k->rank = rank;
	k->count = count;
	k->all = 1;
	k->level = !rank ? LW_FOUND : count <= LW_HOLD ? LW_HELD : LW_ALL;
}

/* Words key k needs this walk. */
static uint64_t lw_key_room(const struct lw_key *k)
{
	return k->level == LW_HELD ? k->count + 1 : k->level == LW_ALL ? LW_BUCKETS : LW_BINS;
}

/* Gives room to the keys still open, in order, until LW_PICK_ROOM is used; how many got it. */
static uint64_t lw_keys_begin(struct lw_key *k, uint64_t n, uint64_t *room)
{
	uint64_t used = 0, got = 0;

	for (uint64_t i = 0; i < n; i++) {
		k[i].room = NULL;
		k[i].held = 0;
		if (k[i].level == LW_FOUND)
			continue;
		uint64_t need = lw_key_room(&k[i]);

		if (got && used + need > LW_PICK_ROOM)
			continue;
		if (!got && need > LW_PICK_ROOM)
			return UINT64_MAX;   /* cannot happen: LW_HOLD, LW_BINS and LW_BUCKETS fit */
		k[i].room = room + used;
		memset(k[i].room, 0, need * sizeof *room);
		used += need;
		got++;
	}
	return got;
}

static inline void lw_key_add(struct lw_key *k, uint64_t v)
{
	if (!k->room)
		return;
	if (k->level == LW_ALL) {
		k->room[lw_bucket(v)]++;
		return;
	}
	uint64_t off = v - k->lo;   /* wraps to a huge number below lo */

	if (!k->all && (k->width < 64 && off >> k->width))
		return;
	if (k->level == LW_WINDOW)
		k->room[off >> k->shift]++;
	else if (k->held < k->count)
		k->room[k->held++] = v;
	else
		k->held = UINT64_MAX;     /* more than the last walk counted: the walks differ */
}

/* The window the rank falls in, once bins were counted: 0, or -1 if the walks differ. */
static int lw_key_narrow(struct lw_key *k, uint64_t nbins)
{
	uint64_t b = 0, seen = k->below;

	while (b < nbins && seen + k->room[b] < k->rank)
		seen += k->room[b++];
	if (b == nbins)
		return -1;
	k->below = seen;
	k->count = k->room[b];
	if (k->level == LW_ALL)
		k->lo = lw_bucket_lo(b, &k->width);
	else {
		k->lo += b << k->shift;
		k->width = k->shift;
	}
	k->all = 0;
	if (k->width == 0) {
		k->value = k->lo;
		k->level = LW_FOUND;
	} else if (k->count <= LW_HOLD)
		k->level = LW_HELD;
	else {
		k->level = LW_WINDOW;
		k->shift = k->width > LW_BINS_SHIFT ? k->width - LW_BINS_SHIFT : 0;
	}
	return 0;
}

/* A walk's end for the keys that had room: 0, or -1 if two walks saw different values. */
static int lw_keys_end(struct lw_key *k, uint64_t n)
{
	for (uint64_t i = 0; i < n; i++) {
		if (!k[i].room)
			continue;
		if (k[i].level == LW_HELD) {
			if (k[i].held != k[i].count || k[i].rank <= k[i].below ||
			    k[i].rank - k[i].below > k[i].held)
				return -1;
			qsort(k[i].room, k[i].held, sizeof *k[i].room, cmp_u64);
			k[i].value = k[i].room[k[i].rank - k[i].below - 1];
			k[i].level = LW_FOUND;
		} else if (lw_key_narrow(&k[i], k[i].level == LW_ALL ? LW_BUCKETS
		                                  : UINT64_C(1) << (k[i].width - k[i].shift)))
			return -1;
		k[i].room = NULL;
	}
	return 0;
}

/* ------------------------------------------------------------------ */
/* The streams, one request at a time                                  */
/* ------------------------------------------------------------------ */

/* A stream's state between its requests, and what it found. */
struct lw_stream {
	uint64_t n, first_ns, last_ns;
	uint64_t prev_send, prev_lat;      /* its request before this one */
	uint64_t waited, overlapped, unblocked;
	struct dg_follow follow;
	uint64_t flight_sent, flight_done, flight_most;
	/* the slot matching (dg_match): the request waiting for its successor */
	uint64_t matched, d, cur_send, cur_lat;
	uint64_t mprev_send, mprev_lat;    /* the matching's request before the waiting one */
	uint32_t cur_status;
	uint64_t late_waited, never, moves, lag_max;
	uint64_t interval_ns;
	enum dg_how how;
	int back_to_back;                  /* its median is of all gaps, not the clock's */
};

/* A send waiting for the instant its in-flight count can be taken (send + tolerance). */
struct lw_due {
	uint64_t send_ns, at_all, at_stream;
	uint32_t stream;
};

/* What a diagnosis by walks carries from walk to walk. */
struct lw_run {
	struct lw_walk w;
	const struct dg_opts *o;
	uint64_t tol_ns;
	struct lw_stream *st;
	uint32_t nst, capst;
	/* the in-flight counts: replies by time, and sends not yet counted */
	struct dg_heap done;
	size_t dcap;
	struct lw_due *due;
	size_t dhead, dn, dqcap;
	uint64_t sent_all, done_all, most_all;
	struct lw_key *key;                /* the median gaps, by stream */
	uint64_t *room;
	/* the matching walks */
	struct lw_set {
		struct select s;
		struct cqr c;
		int on, is_cqr;
		uint64_t nv, v[LW_RUN], cnt[LW_RUN];
	} set[DG_NSETS + 1];               /* + 1: the lag */
	uint64_t never, imp_limit, terms;
	int over, terms_over, varying;
};

enum { LW_LAG = DG_NSETS };

/* The state of stream k, growing the table to it. NULL out of memory. */
static struct lw_stream *lw_stream_at(struct lw_run *run, uint32_t k)
{
	if (k >= run->capst) {
		uint32_t cap = max_u64(64, 2 * (uint64_t)k + 2);
		struct lw_stream *p = realloc(run->st, cap * sizeof *p);

		if (!p)
			return NULL;
		memset(p + run->capst, 0, (cap - run->capst) * sizeof *p);
		run->st = p;
		run->capst = cap;
	}
	if (k >= run->nst)
		run->nst = k + 1;
	return &run->st[k];
}

/* Takes the in-flight count of the oldest waiting send (dg_in_flight's, at send + tolerance). */
static void lw_flight_count(struct lw_run *run)
{
	const struct lw_due *q = &run->due[run->dhead];
	uint64_t at = q->send_ns + run->tol_ns;
	struct lw_stream *s = &run->st[q->stream];

	while (run->done.n && run->done.done[0] <= at) {
		uint32_t k = dg_heap_pop(&run->done);

		run->done_all++;
		run->st[k].flight_done++;
	}
	if (q->at_all + 1 > run->done_all)
		run->most_all = max_u64(run->most_all, q->at_all + 1 - run->done_all);
	if (q->at_stream + 1 > s->flight_done)
		s->flight_most = max_u64(s->flight_most, q->at_stream + 1 - s->flight_done);
	run->dhead = (run->dhead + 1) % run->dqcap;
	run->dn--;
}

/*
 * Request r into the in-flight counts. A send's count waits until every
 * request sent within the tolerance after it has been walked (their
 * replies may come within it, as dg_in_flight counts them): the sends
 * waiting and the replies not yet counted each stay few, those in flight.
 */
static int lw_flight_add(struct lw_run *run, const struct dg_req *r, struct lw_stream *s)
{
	while (run->dn && run->due[run->dhead].send_ns + run->tol_ns < r->send_ns)
		lw_flight_count(run);
	if (lw_heap_room(&run->done, &run->dcap))
		return -1;
	dg_heap_push(&run->done, r->send_ns + r->lat_ns, r->stream);
	if (run->dn == run->dqcap) {
		struct lw_due *p = lw_ring_grow(run->due, sizeof *p, run->dhead, run->dn, &run->dqcap);

		if (!p)
			return -1;
		free(run->due);
		run->due = p;
		run->dhead = 0;
	}
	run->due[(run->dhead + run->dn++) % run->dqcap] =
		(struct lw_due){ r->send_ns, run->sent_all++, s->flight_sent++, r->stream };
	return 0;
}

/* How a send left against its stream's previous reply: 0 waited, 1 overlapped, 2 unblocked. */
static int lw_class(const struct lw_stream *s, uint64_t send, uint64_t tol)
{
	uint64_t done = s->prev_send + s->prev_lat;

	return send + tol < done ? 1 : send <= done + tol ? 0 : 2;
}

/* The first walk's work for one request: classes, pairs, in flight, counts. */
static int lw_first(struct lw_run *run, const struct dg_req *r)
{
	struct lw_stream *s = lw_stream_at(run, r->stream);

	if (!s || lw_flight_add(run, r, s))
		return -1;
	if (s->n) {
		int c = lw_class(s, r->send_ns, run->tol_ns);

		s->waited += c == 0;
		s->overlapped += c == 1;
		s->unblocked += c == 2;
		dg_follow_pair(&s->follow, s->prev_lat, r->send_ns - s->prev_send);
	} else
		s->first_ns = r->send_ns;
	s->last_ns = r->send_ns;
	s->prev_send = r->send_ns;
	s->prev_lat = r->lat_ns;
	s->n++;
	return 0;
}

/* A median walk's work for one request: its gap to the stream's median. */
static void lw_gap(struct lw_run *run, const struct dg_req *r)
{
	struct lw_stream *s = &run->st[r->stream];

	if (s->prev_send != UINT64_MAX &&
	    (s->back_to_back || lw_class(s, r->send_ns, run->tol_ns)))
		lw_key_add(&run->key[r->stream], r->send_ns - s->prev_send);
	s->prev_send = r->send_ns;
	s->prev_lat = r->lat_ns;
}

/* ------------------------------------------------------------------ */
/* The matching walks: every value into its selection                  */
/* ------------------------------------------------------------------ */

/* Whether set x is on and still open. */
static int lw_open(const struct lw_set *x)
{
	return x->on && (x->is_cqr ? cqr_open(&x->c) : select_open(&x->s));
}

/* The first pass's runs held for set x, handed over. */
static void lw_feed_flush(struct lw_set *x)
{
	if (x->on && x->nv) {
		if (x->is_cqr)
			cqr_first_runs(&x->c, x->v, x->cnt, x->nv);
		else
			select_add_runs(&x->s, x->v, x->cnt, x->nv);
	}
	x->nv = 0;
}

/* One value v into set k: runs of equal values in the first pass, one at a time after. */
static void lw_feed(struct lw_run *run, int k, uint64_t v)
{
	struct lw_set *x = &run->set[k];

	if (!x->on)
		return;
	if (x->is_cqr ? x->c.passes : x->s.passes) {
		if (!lw_open(x))
			return;
		if (x->is_cqr)
			cqr_add_n(&x->c, v, 1);
		else
			select_add(&x->s, v, 1);
		return;
	}
	if (x->nv && x->v[x->nv - 1] == v) {
		x->cnt[x->nv - 1]++;
		return;
	}
	if (x->nv == LW_RUN)
		lw_feed_flush(x);
	x->v[x->nv] = v;
	x->cnt[x->nv++] = 1;
}

static void lw_feed_end(struct lw_run *run)
{
	for (int k = 0; k <= LW_LAG; k++)
		lw_feed_flush(&run->set[k]);
}

/* The corrected set's terms of one logged value, where the streams' intervals differ. */
static void lw_terms(struct lw_run *run, uint64_t v, uint64_t e)
{
	uint64_t k = corrected_terms(v, e);

	if (run->terms_over || __builtin_add_overflow(run->terms, k, &run->terms) ||
	    run->terms > MAX_TABLE_ROWS) {
		run->terms_over = 1;
		return;
	}
	lw_feed(run, DS_CORRECTED, v);
	if (v >= e)
		for (uint64_t miss = v - e; miss >= e; miss -= e)
			lw_feed(run, DS_CORRECTED, miss);
}

/*
 * dg_match for stream s's waiting request (cur_*), now that the next send
 * on the stream is known (has_next, next_send), its request before it in
 * mprev_*. Each value goes to its selection.
 */
static void lw_match(struct lw_run *run, struct lw_stream *s, int has_next, uint64_t next_send)
{
	const uint64_t T = s->interval_ns, t = run->tol_ns, send = s->cur_send, lat = s->cur_lat;
	const int first = s->matched == 0, ok = s->cur_status == DG_OK;
	const uint64_t prev_done = first ? 0 : s->mprev_send + s->mprev_lat;
	const int keeps_time = has_next && next_send - send + t >= T;

	if (first)
		s->d = send;   /* the first slot is the first send's own time */
	uint64_t due = s->d;
	const int late = send > s->d + t;

	if (!first && late && send <= prev_done + t && s->mprev_lat > T)
		s->late_waited++;
	if (T && late && !keeps_time && !run->over && (send - s->d) / T > run->imp_limit - run->never) {
		run->over = 1;   /* as dg_match: a send so far behind has a wrong time */
		s->never += (send - s->d) / T;   /* names this stream in lw_too_many */
	}
	if (T && late && keeps_time) {
		uint64_t m = (send - s->d) / T;

		if (!run->over && m > run->imp_limit - run->never)
			run->over = 1;
		for (uint64_t j = 0; !run->over && j < m; j++) {
			uint64_t u = s->d + j * T, clear = prev_done > u ? min_u64(prev_done, send) : send;

			lw_feed(run, DS_IMPUTED, clear - u + lat);
		}
		if (!run->over)
			run->never += m;
		s->never += m;
		s->moves++;
		due = send;
	} else if (T && send + t < s->d) {
		s->moves++;
		due = send;
	}
	due = due > send ? send : due;
	lw_feed(run, LW_LAG, send - due);
	lw_feed(run, DS_RETIMED, lat + (send - due));
	lw_feed(run, DS_IMPUTED, lat + (send - due));
	lw_feed(run, DS_LOGGED, lat);
	if (ok) {
		lw_feed(run, DS_RETIMED_OK, lat + (send - due));
		lw_feed(run, DS_LOGGED_OK, lat);
	}
	if (run->varying)
		lw_terms(run, lat, T ? T : UINT64_MAX);
	else
		lw_feed(run, DS_CORRECTED, lat);
	s->lag_max = max_u64(s->lag_max, send - due);
	s->d = due + T;
	s->mprev_send = send;
	s->mprev_lat = lat;
	s->matched++;
}

/* A matching walk's work for one request: the stream's waiting one is matched. */
static void lw_next(struct lw_run *run, const struct dg_req *r)
{
	struct lw_stream *s = &run->st[r->stream];

	if (s->cur_send != UINT64_MAX)
		lw_match(run, s, 1, r->send_ns);
	s->cur_send = r->send_ns;
	s->cur_lat = r->lat_ns;
	s->cur_status = r->status;
}

/* ------------------------------------------------------------------ */
/* The drive                                                           */
/* ------------------------------------------------------------------ */

/* A walk with fn(run, request) on each request; 0, or 1 out of memory or a read error. */
static int lw_walk(struct lw_run *run, int (*fn)(struct lw_run *, const struct dg_req *))
{
	struct dg_req r;
	int got;

	if (lw_walk_begin(&run->w))
		return 1;
	while ((got = lw_walk_next(&run->w, &r)) == 1)
		if (fn(run, &r))
			return 1;
	return got < 0;
}

static int lw_gap_fn(struct lw_run *run, const struct dg_req *r)
{
	lw_gap(run, r);
	return 0;
}

static int lw_next_fn(struct lw_run *run, const struct dg_req *r)
{
	lw_next(run, r);
	return 0;
}

/* The first walk and the first matching walk in one, where every interval is known before. */
static int lw_both_fn(struct lw_run *run, const struct dg_req *r)
{
	if (lw_first(run, r))
		return -1;
	lw_next(run, r);
	return 0;
}

/*
 * After the first walk (the streams, inferred ones too, each send's class
 * and pair, the in-flight counts, but for the last sends' counts, taken
 * here): each stream's interval, given, or the rank of its median gap
 * for the walks that find it (dg_interval's rule).
 */
static int lw_intervals(struct lw_run *run)
{
	uint64_t given;

	while (run->dn)
		lw_flight_count(run);
	if (!(run->key = calloc(run->nst + 1, sizeof *run->key)))
		return 1;
	given = dg_given(run->o, run->nst);   /* a pool's size is known only now */
	for (uint32_t k = 0; k < run->nst; k++) {
		struct lw_stream *s = &run->st[k];
		uint64_t gaps = s->overlapped + s->unblocked;

		if (!s->n)
			continue;
		if (given) {
			s->interval_ns = given;
			s->how = HOW_GIVEN;
			continue;
		}
		s->how = HOW_GAPS;
		if (2 * gaps < s->n - 1) {
			gaps = s->n - 1;
			s->how = HOW_BACK_TO_BACK;
			s->back_to_back = 1;
		}
		if (!gaps)
			s->how = HOW_NONE;
		else
			lw_key_init(&run->key[k], rank_of(50000, gaps, RANK_ROUND), gaps);
	}
	return 0;
}

/* The walks that find each stream's median gap. 0, 1 out of memory, 3 an internal error (said). */
static int lw_walk_medians(struct lw_run *run)
{
	uint64_t got;

	if (!(run->room = malloc(LW_PICK_ROOM * sizeof *run->room)))
		return 1;
	while ((got = lw_keys_begin(run->key, run->nst, run->room)) > 0) {
		if (got == UINT64_MAX)
			return 1;
		for (uint32_t k = 0; k < run->nst; k++)
			run->st[k].prev_send = UINT64_MAX;
		if (lw_walk(run, lw_gap_fn))
			return 1;
		if (lw_keys_end(run->key, run->nst)) {
			fprintf(stderr, "lab: internal error: two walks of the log saw different gaps\n");
			return 3;
		}
	}
	for (uint32_t k = 0; k < run->nst; k++)
		if (run->key[k].rank)
			run->st[k].interval_ns = run->key[k].value;
	free(run->room);
	run->room = NULL;
	return 0;
}

/* The selections, each set's and the lag's. 0, or 1 out of memory. */
static int lw_sets_init(struct lw_run *run, struct dg_diag *g)
{
	for (int k = 0; k <= LW_LAG; k++) {
		struct lw_set *x = &run->set[k];

		x->on = k == LW_LAG || k == DS_LOGGED || k == DS_RETIMED || k == DS_IMPUTED ||
		        k == DS_CORRECTED || g->errors + g->timeouts;
		x->is_cqr = k == DS_CORRECTED && !run->varying;
		if (x->on && (x->is_cqr ? cqr_init(&x->c, g->corrected_e, run->o->slow_ns, run->o->rank,
		                                   GUESS_ENTRIES, NULL)
		              : select_init(&x->s, run->o->slow_ns, run->o->rank, GUESS_ENTRIES, NULL)))
			return 1;
	}
	return 0;
}

/* Every stream's matching from its start, for a walk. */
static void lw_match_begin(struct lw_run *run)
{
	run->never = run->terms = 0;
	run->over = run->terms_over = 0;
	for (uint32_t k = 0; k < run->nst; k++) {
		struct lw_stream *s = &run->st[k];

		s->matched = s->late_waited = s->never = s->moves = s->lag_max = 0;
		s->cur_send = UINT64_MAX;
	}
}

/*
 * A matching walk's end: each stream's last request matched, each open
 * selection's pass ended. 0 all found, 3 another walk wanted, 1 out of
 * memory, 2 too many slots never sent.
 */
static int lw_match_end(struct lw_run *run, struct dg_diag *g)
{
	int more = 0, rc;

	for (uint32_t k = 0; k < run->nst; k++)
		if (run->st[k].cur_send != UINT64_MAX)
			lw_match(run, &run->st[k], 0, 0);
	if (run->over)
		return 2;
	lw_feed_end(run);
	for (int k = 0; k <= LW_LAG; k++) {
		struct lw_set *x = &run->set[k];

		if (!lw_open(x))
			continue;
		rc = x->is_cqr ? cqr_end_pass(&x->c) : select_end_pass(&x->s);
		if (rc == ERR_RANGE && k == DS_CORRECTED) {
			g->has_corrected = 0;
			cqr_free(&x->c);
			x->on = 0;
			rc = 0;
		}
		if (rc)
			return 1;
		more |= lw_open(x);
	}
	return more ? 3 : 0;
}

/* The corrected set's one interval, or 0 where the streams' differ (dg_walk_streams' rule). */
static uint64_t lw_one_interval(const struct lw_run *run)
{
	uint64_t e = UINT64_MAX;

	for (uint32_t k = 0; k < run->nst; k++)
		if (run->st[k].n)
			e = e == UINT64_MAX || e == run->st[k].interval_ns ? run->st[k].interval_ns : 0;
	return e;
}

/*
 * The walks: where every interval is given before the first walk (named
 * streams, or one, and --rate or --interval), the first walk matches too;
 * otherwise it finds the streams and their classes, the median walks
 * their intervals, and the matching walks follow. Then matching walks
 * until every selection has found its percentiles. 0, 1, or 2.
 */
static int lw_walks(struct lw_run *run, struct dg_diag *g)
{
	const struct dg_opts *o = run->o;
	int rc;

	if (g->log.streams != DG_STREAMS_INFER && (o->interval_ns || o->rate_milli)) {
		uint64_t given = dg_given(o, run->nst);

		for (uint32_t k = 0; k < run->nst; k++)
			run->st[k].interval_ns = given;
		g->corrected_e = given;
		run->varying = 0;
		if (lw_sets_init(run, g))
			return 1;
		lw_match_begin(run);
		if (lw_walk(run, lw_both_fn) || lw_intervals(run))
			return 1;
		rc = lw_match_end(run, g);
	} else {
		if (lw_walk(run, lw_first) || lw_intervals(run))
			return 1;
		if ((rc = lw_walk_medians(run)))
			return rc == 3 ? 4 : rc;
		g->corrected_e = lw_one_interval(run);
		run->varying = !g->corrected_e;
		if (lw_sets_init(run, g))
			return 1;
		rc = 3;
	}
	while (rc == 3) {
		lw_match_begin(run);
		if (lw_walk(run, lw_next_fn))
			return 1;
		rc = lw_match_end(run, g);
	}
	return rc;
}

/* The streams' findings into g, in the report's order, as dg_walk_streams and dg_tally give them. */
static int lw_fill(struct lw_run *run, struct dg_diag *g)
{
	g->nstreams = run->nst;
	if (!(g->s = calloc(g->nstreams + 1, sizeof *g->s)))
		return 1;
	g->corrected_e = UINT64_MAX;
	g->first_send_ns = UINT64_MAX;
	for (uint32_t k = 0; k < run->nst; k++) {
		const struct lw_stream *s = &run->st[k];
		struct dg_stream *d = &g->s[k];

		d->n = s->n;
		if (!s->n)
			continue;
		*d = (struct dg_stream){ .n = s->n, .interval_ns = s->interval_ns, .how = s->how,
		                         .waited = s->waited, .late_waited = s->late_waited,
		                         .overlapped = s->overlapped, .unblocked = s->unblocked,
		                         .never = s->never, .moves = s->moves, .lag_max_ns = s->lag_max,
		                         .max_in_flight = g->nstreams == 1 ? run->most_all : s->flight_most };
		dg_follow_join(&g->follow, &s->follow);
		g->never += s->never;
		g->waited += s->waited;
		g->late_waited += s->late_waited;
		g->overlapped += s->overlapped;
		g->moves += s->moves;
		if (s->interval_ns)
			g->intended_per_s += 1e9 / (double)s->interval_ns;
		g->first_send_ns = min_u64(g->first_send_ns, s->first_ns);
		g->last_send_ns = max_u64(g->last_send_ns, s->last_ns);
		if (g->corrected_e == UINT64_MAX)
			g->corrected_e = s->interval_ns;
		else if (g->corrected_e != s->interval_ns)
			g->corrected_e = 0;
	}
	g->achieved_per_s = send_rate(g->n, g->first_send_ns, g->last_send_ns);   /* as dg_walk_streams */
	g->max_in_flight = max_u64(run->most_all, g->n > 0);   /* a send is in flight by itself */
	for (uint32_t k = 0; k < run->nst; k++)
		g->s[k].max_in_flight = max_u64(g->s[k].max_in_flight, g->s[k].n > 0);
	if (g->nstreams == 1)
		g->s[0].max_in_flight = g->max_in_flight;
	return 0;
}

/* The stream, in report order, past whose slots the imputed limit is crossed; its error line. */
static int lw_too_many(const struct lw_run *run, const struct dg_diag *g)
{
	uint64_t sum = 0;
	uint32_t k = 0;

	for (; k + 1 < run->nst; k++)
		if ((sum += run->st[k].never) > g->imp_limit)
			break;
	return dg_too_many(g, k, run->st[k].interval_ns);
}

static void lw_run_free(struct lw_run *run)
{
	lw_walk_free(&run->w);
	free(run->st);
	free(run->done.done);
	free(run->done.stream);
	free(run->due);
	free(run->key);
	free(run->room);
	for (int k = 0; k <= LW_LAG; k++)
		if (run->set[k].on) {
			if (run->set[k].is_cqr)
				cqr_free(&run->set[k].c);
			else
				select_free(&run->set[k].s);
		}
}

/* The selections' summaries into g, and the intended rate where it was given. */
static void lw_summaries(const struct lw_run *run, struct dg_diag *g)
{
	for (int k = 0; k < DG_NSETS; k++) {
		const struct lw_set *x = &run->set[k];

		if (!x->on)
			continue;
		if (x->is_cqr)
			cqr_summary(&x->c, &g->set[k]);
		else
			select_summary(&x->s, &g->set[k]);
	}
	select_summary(&run->set[LW_LAG].s, &g->lagsum);
	if (!(g->errors + g->timeouts)) {
		g->set[DS_LOGGED_OK] = g->set[DS_LOGGED];
		g->set[DS_RETIMED_OK] = g->set[DS_RETIMED];
	}
	if (run->o->rate_milli)
		g->intended_per_s = (double)run->o->rate_milli / 1000.0;
	else if (run->o->interval_ns)
		g->intended_per_s = 1e9 / (double)run->o->interval_ns;
}

/*
 * Diagnoses path by walks into g, as dg_diagnose_file does in memory:
 * the same figures, the report's to print. Returns 0, 1 (out of memory,
 * or the spill could not be written or read: one line said), or 2.
 */
static int lw_diagnose(const char *path, const struct dg_opts *o, struct dg_diag *g)
{
	struct lw_run *run = calloc(1, sizeof *run);
	struct lw_scan sc = { 0 };
	uint32_t *to = NULL;
	int rc, said;

	if (!run)
		return 1;
	if (lw_spill_open(&sc.sp)) {
		fprintf(stderr, "lab: diagnose %s: cannot make a temporary file in %s: %s\n", path,
		        getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp", strerror(errno));
		free(run);
		return 1;
	}
	rc = dg_read_log(path, o->format, o->jmeter_end, &g->log, lw_scan_push, &sc);
	said = rc == 1 && sc.failed;
	if (said)
		fprintf(stderr, "lab: diagnose %s: cannot write its temporary copy: %s\n", path,
		        strerror(errno));
	if (!rc) {
		g->n = sc.n;
		g->errors = sc.errors;
		g->timeouts = sc.timeouts;
		g->tol_ns = run->tol_ns = dg_tolerance(o, g->log.format);
		g->imp_limit = run->imp_limit = max_u64(DG_MIN_IMPUTED, DG_IMPUTED_PER_REQUEST * g->n);
		g->has_corrected = 1;
		rc = dg_streams_from(g, o, path);
		if (!rc && g->log.streams == DG_STREAMS_LOG)
			rc = lw_ids(&sc, g->log.names.n, g->log.names.n) ||
			     !(to = dg_order_names(&g->log, sc.first_ns));
	}
	if (!rc) {
		run->o = o;
		run->w = (struct lw_walk){ .sp = &sc.sp, .disorder = sc.disorder, .tol_ns = run->tol_ns,
		                           .mode = g->log.streams, .to = to };
		if (g->log.streams == DG_STREAMS_LOG && !lw_stream_at(run, g->log.names.n - 1))
			rc = 1;
		if (g->log.streams == DG_STREAMS_ONE && !lw_stream_at(run, 0))
			rc = 1;
	}
	if (!rc && (rc = lw_walks(run, g)) == 2)
		rc = lw_too_many(run, g);
	if (rc == 4) {   /* an internal error, said: the run fails as a failed check does */
		rc = 1;
		said = 1;
	}
	if (!rc) {
		struct dg_follow none = { 0 };

		g->follow = none;
		rc = lw_fill(run, g);
		if (run->terms_over)
			g->has_corrected = 0;
	}
	if (!rc)
		lw_summaries(run, g);
	if (rc == 1 && !said)
		fprintf(stderr, "lab: out of memory diagnosing %s (or its temporary copy could not be "
		        "read back)\n", path);
	lw_run_free(run);
	free(run);
	free(to);
	free(sc.first_ns);
	lw_spill_close(&sc.sp);
	return rc;
}

/* ------------------------------------------------------------------ */
/* Two diagnoses compared (--route check)                              */
/* ------------------------------------------------------------------ */

/* Whether summaries a and b differ in any figure; *n counts the figures. */
static int lw_summary_differs(const struct summary *a, const struct summary *b, uint64_t *n)
{
	int bad = a->n != b->n || a->slow != b->slow || a->sum_ns != b->sum_ns;

	for (int j = 0; j < NPCT; j++)
		bad |= a->pct_ns[j] != b->pct_ns[j];
	*n += 3 + NPCT;
	return bad;
}

/*
 * The first figure in which diagnoses a and b differ, by name, or NULL if
 * none does; *figures counts those compared: every figure the report
 * prints, and the sums behind the correlation exactly.
 */
static const char *lw_differ(const struct dg_diag *a, const struct dg_diag *b, uint64_t *figures)
{
	static char what[200];
	const uint64_t ga[] = { a->n, a->nstreams, a->errors, a->timeouts, a->tol_ns, a->never,
	                        a->waited, a->late_waited, a->overlapped, a->moves, a->max_in_flight,
	                        a->corrected_e, (uint64_t)a->has_corrected, a->follow.n,
	                        (uint64_t)a->log.format, a->log.lines, (uint64_t)a->log.streams };
	const uint64_t gb[] = { b->n, b->nstreams, b->errors, b->timeouts, b->tol_ns, b->never,
	                        b->waited, b->late_waited, b->overlapped, b->moves, b->max_in_flight,
	                        b->corrected_e, (uint64_t)b->has_corrected, b->follow.n,
	                        (uint64_t)b->log.format, b->log.lines, (uint64_t)b->log.streams };
	static const char *const GNAME[] = { "requests", "streams", "errors", "timeouts", "tolerance",
	                                     "never_sent", "waited", "late_waited", "overlapped",
	                                     "schedule_moves", "max_in_flight", "interval",
	                                     "has_corrected", "gap_latency_pairs", "format", "lines",
	                                     "streams_from" };
	const double da[] = { a->follow.mean_lat, a->follow.mean_gap, a->follow.m2_lat,
	                      a->follow.m2_gap, a->follow.co, a->intended_per_s, a->achieved_per_s };
	const double db[] = { b->follow.mean_lat, b->follow.mean_gap, b->follow.m2_lat,
	                      b->follow.m2_gap, b->follow.co, b->intended_per_s, b->achieved_per_s };
	static const char *const DNAME[] = { "gap_latency_r (mean latency)", "gap_latency_r (mean gap)",
	                                     "gap_latency_r (latency m2)", "gap_latency_r (gap m2)",
	                                     "gap_latency_r (co-moment)", "intended_per_s",
	                                     "achieved_per_s" };

	*figures = 0;
	for (size_t i = 0; i < sizeof ga / sizeof ga[0]; i++, ++*figures)
		if (ga[i] != gb[i])
			return GNAME[i];
	for (size_t i = 0; i < sizeof da / sizeof da[0]; i++, ++*figures)
		if (memcmp(&da[i], &db[i], sizeof da[i]))
			return DNAME[i];
	if (lw_summary_differs(&a->lagsum, &b->lagsum, figures))
		return "lag";
	for (int k = 0; k < DG_NSETS; k++)
		if ((k != DS_CORRECTED || a->has_corrected) &&
		    lw_summary_differs(&a->set[k], &b->set[k], figures)) {
			snprintf(what, sizeof what, "set=%s", DG_SET_NAME[k]);
			return what;
		}
	for (uint32_t k = 0; k < a->nstreams; k++) {
		const struct dg_stream *x = &a->s[k], *y = &b->s[k];
		const uint64_t sa[] = { x->n, x->interval_ns, x->how, x->waited, x->late_waited,
		                        x->overlapped, x->unblocked, x->never, x->moves, x->lag_max_ns,
		                        x->max_in_flight };
		const uint64_t sb[] = { y->n, y->interval_ns, y->how, y->waited, y->late_waited,
		                        y->overlapped, y->unblocked, y->never, y->moves, y->lag_max_ns,
		                        y->max_in_flight };

		for (size_t i = 0; i < sizeof sa / sizeof sa[0]; i++, ++*figures)
			if (sa[i] != sb[i]) {
				snprintf(what, sizeof what, "stream %u, figure %zu (n, interval, from, waited, "
				         "late_waited, overlapped, unblocked, never, moves, lag_max, in flight)",
				         k, i + 1);
				return what;
			}
		if (a->log.streams == DG_STREAMS_LOG && strcmp(a->log.names.name[k], b->log.names.name[k])) {
			snprintf(what, sizeof what, "stream %u's name", k);
			return what;
		}
		++*figures;
	}
	return NULL;
}
