/*
 * misc/lab/diagnose.c: lab diagnose LOG...: is my load test lying? The
 * per-request log a real load generator wrote, read (logs.c) and put back
 * on its schedule.
 *
 * Owns: grouping requests by stream (named by the log, or inferred for a
 * worker pool that names none), deciding closed or open, the schedule
 * (given by --rate or --interval, or inferred from the unblocked gaps),
 * the rule that matches each send to a slot, the lag and the never-sent
 * slots, the four recordings (as logged; re-timed from the intended send;
 * re-timed with the never-sent slots imputed; HdrHistogram's correction at
 * the intended interval), the verdict and the RESULT lines; and
 * --write-sim, a run of bench's server written out in a format. The
 * functions here that take the whole log (dg_group to dg_recordings) are
 * the memory route (--route memory, and --export's), and the reference of
 * the default route, logwalk.c, included below them: the same log walked
 * again in bounded memory; --route check runs both and compares.
 * May call: logs.c, select.c (through logwalk.c), and bench.c's rank rule (rank_of), correction
 * (corrected_summarise, corrected_count, correct_co), server (serve),
 * parse_time, usage_error, fmt_read, fmt_share, fmt_u128 and its .hgrm
 * and SVG writers. bench.c calls nothing here.
 *
 * The four instants of LAB-MODEL.md, partly known: a log gives send and
 * done (or send and the latency); due comes from the schedule; lag =
 * send - due; as logged = done - send; re-timed = done - due; a slot with
 * a due and no send is never sent, and is imputed as waiting from its due
 * until the next send went out and then as long as that send took.
 */
#include "logs.c"

/* ------------------------------------------------------------------ */
/* Options                                                             */
/* ------------------------------------------------------------------ */

struct dg_opts {
	enum dg_format format;   /* DG_AUTO: each file's first line decides */
	uint64_t interval_ns;    /* --interval: the whole schedule's (all streams); 0 none */
	uint64_t rate_milli;     /* --rate in thousandths of a request a second; 0 none */
	uint64_t tol_ns;         /* --tolerance; 0: the format's (dg_tolerance) */
	enum rank_rule rank;
	uint64_t slow_ns;        /* the slow line of the RESULT lines (bench's 1 ms) */
	const char *export_to;
	int jmeter_end;          /* --jmeter-timestamp end */
	enum dg_route { DG_ROUTE_PASSES, DG_ROUTE_MEMORY, DG_ROUTE_CHECK } route;   /* --route */
	int streams;             /* --streams: an enum dg_streams, or -1 for the format's */
	enum dg_format sim;      /* --write-sim FORMAT; DG_AUTO: none */
	struct dg_sim {          /* the simulated run's model (bench's names and defaults) */
		uint64_t service_ns, interval_ns, stall_ns, period_ns, first_stall_ns, duration_ns;
		uint64_t connections;
		int kind;            /* 0 catch-up, 1 skip, 2 drift (paces from its last send) */
	} m;
};

/*
 * Never-sent slots imputed at most: 16 a request, or 2^24, whichever is
 * more. A real generator that missed more (one request for every 16 slots
 * its schedule called for) is not worth re-timing; a log that seems to is
 * one whose send times are wrong (a digit lost), and it is refused.
 */
enum { DG_MIN_IMPUTED = 1 << 24, DG_IMPUTED_PER_REQUEST = 16 };

/* How a stream's interval was found. */
enum dg_how { HOW_GIVEN, HOW_GAPS, HOW_BACK_TO_BACK, HOW_NONE };
static const char *const DG_HOW_NAME[] = { "given", "unblocked-gaps", "back-to-back", "none" };

/* One stream of the log, once its requests are in send order. */
struct dg_stream {
	size_t first, n;         /* its requests: req[first .. first + n) */
	uint64_t interval_ns;    /* its schedule's interval */
	enum dg_how how;
	uint64_t waited;         /* sends within tolerance of the previous reply */
	uint64_t late_waited;    /* of them, late sends after a request that outlasted the interval */
	uint64_t overlapped;     /* sends while the previous request was outstanding */
	uint64_t unblocked;      /* gaps the clock set, not a reply */
	uint64_t never;          /* slots the schedule called for that were never sent */
	uint64_t moves;          /* sends that moved the schedule (skip, drift, early) */
	uint64_t lag_max_ns;
	uint64_t max_in_flight;  /* the most of its requests in flight at once */
};

/* The recordings beside the log's own, named for where each latency starts. */
enum dg_set { DS_LOGGED, DS_RETIMED, DS_IMPUTED, DS_CORRECTED, DS_LOGGED_OK, DS_RETIMED_OK,
              DG_NSETS };
static const char *const DG_SET_NAME[DG_NSETS] = {
	"logged", "retimed", "imputed", "corrected", "logged_ok", "retimed_ok",
};
static const char *const DG_SET_SAYS[DG_NSETS] = {
	"as logged (from the actual send)", "re-timed from the intended send",
	"re-timed, never-sent slots imputed", "HdrHistogram's correction at the interval",
	"as logged, errors and timeouts left out", "re-timed, errors and timeouts left out",
};

/* The timeline chart of --export: the worst latency in each slice of the log's span. */
enum { DG_TL_BINS = 500 };
struct dg_timeline {
	uint64_t t0, span;                  /* the first send, and the last less it */
	uint64_t logged[DG_TL_BINS];        /* 1 + the worst as logged, by its send; 0 none */
	uint64_t retimed[DG_TL_BINS];       /* 1 + the worst re-timed or imputed, by its due time */
};

/* Everything a log's diagnosis found, for the report. */
struct dg_diag {
	const char *path;
	struct dg_log log;
	struct dg_stream *s;
	uint32_t nstreams;
	uint64_t imp_limit;      /* never-sent slots imputed at most (dg_imputed_limit) */
	uint64_t tol_ns, n, never, waited, late_waited, overlapped, moves, max_in_flight;
	uint64_t errors, timeouts;
	uint64_t first_send_ns, last_send_ns;  /* over every stream: the achieved rate's span */
	struct dg_follow {       /* the gap after each reply against that reply's latency */
		uint64_t n;          /* pairs: a send and the request before it on its stream */
		double mean_lat, mean_gap, m2_lat, m2_gap, co;   /* Welford's running sums, in ms */
	} follow;
	uint64_t *logged, *retimed, *lag;  /* n each; retimed grows to n + never (imputed) */
	uint64_t corrected_e;              /* the correction's one interval; 0: it varies */
	double intended_per_s, achieved_per_s;
	struct summary set[DG_NSETS], lagsum;
	int has_corrected;
	struct dg_timeline *tl;            /* only for --export */
};

/* v into the slice of bins that instant at falls in (at within the log's span). */
static void dg_tl_add(struct dg_timeline *t, uint64_t *bins, uint64_t at, uint64_t v)
{
	size_t b = (size_t)(((u128)(at - t->t0) * DG_TL_BINS) / ((u128)t->span + 1));

	bins[b] = max_u64(bins[b], v + 1);
}

/* ------------------------------------------------------------------ */
/* Sorting                                                             */
/* ------------------------------------------------------------------ */

/*
 * Sorts v[0..n) ascending: LSD radix sort, 16 bits a pass, a pass skipped
 * where every value has the same digit, and no pass at all for values
 * already in order. tmp holds n. Exact and O(n), so that 10^7 latencies
 * sort in a fraction of what qsort takes.
 */
static void dg_sort_u64(uint64_t *v, size_t n, uint64_t *tmp)
{
	static size_t count[4][65536];
	uint64_t *from = v, *to = tmp;
	size_t sorted = 1;

	while (sorted < n && v[sorted - 1] <= v[sorted])
		sorted++;
	if (sorted >= n)
		return;   /* already in order: a one-stream log's sends, a set sorted before */
	memset(count, 0, sizeof count);
	for (size_t i = 0; i < n; i++)
		for (int d = 0; d < 4; d++)
			count[d][(v[i] >> (16 * d)) & 0xffff]++;
	for (int d = 0; d < 4; d++) {
		size_t sum = 0;

		if (n && count[d][(v[0] >> (16 * d)) & 0xffff] == n)
			continue;
		for (int k = 0; k < 65536; k++) {
			size_t c = count[d][k];

			count[d][k] = sum;
			sum += c;
		}
		for (size_t i = 0; i < n; i++)
			to[count[d][(from[i] >> (16 * d)) & 0xffff]++] = from[i];
		uint64_t *t = from;

		from = to;
		to = t;
	}
	if (from != v)
		memcpy(v, from, n * sizeof *v);
}

static int dg_cmp_send(const void *a, const void *b)
{
	const struct dg_req *x = a, *y = b;

	if (x->send_ns != y->send_ns)
		return (x->send_ns > y->send_ns) - (x->send_ns < y->send_ns);
	if (x->lat_ns != y->lat_ns)
		return (x->lat_ns > y->lat_ns) - (x->lat_ns < y->lat_ns);
	return (x->status > y->status) - (x->status < y->status);
}

/*
 * Sorts r[0..n) by send, then latency, then status (so that two routes
 * that meet equal sends in other orders agree), unless it already is:
 * logs of one closed loop are.
 */
static void dg_sort_sends(struct dg_req *r, size_t n)
{
	for (size_t i = 1; i < n; i++)
		if (dg_cmp_send(&r[i - 1], &r[i]) > 0) {
			qsort(r, n, sizeof *r, dg_cmp_send);
			return;
		}
}

/*
 * Groups the requests by stream in place (one pass of an American flag
 * sort over the stream ids), then puts each stream in send order. Fills
 * each stream's first and n. Returns 0, or -1 out of memory.
 */
static int dg_group(struct dg_diag *g)
{
	struct dg_req *r = g->log.req;
	size_t *next = calloc(g->nstreams + 1, sizeof *next), *end;

	if (!next)
		return -1;
	for (size_t i = 0; i < g->n; i++)
		g->s[r[i].stream].n++;
	for (uint32_t k = 0, at = 0; k < g->nstreams; k++) {
		g->s[k].first = at;
		next[k] = at;
		at += g->s[k].n;
	}
	end = next;   /* reused: next[k] runs from first to first + n */
	for (uint32_t k = 0; k < g->nstreams; k++)
		while (end[k] < g->s[k].first + g->s[k].n) {
			struct dg_req x = r[end[k]];

			if (x.stream == k) {
				end[k]++;
				continue;
			}
			r[end[k]] = r[next[x.stream]];
			r[next[x.stream]++] = x;
		}
	for (uint32_t k = 0; k < g->nstreams; k++)
		dg_sort_sends(r + g->s[k].first, g->s[k].n);
	free(next);
	return 0;
}

/* ------------------------------------------------------------------ */
/* Streams a log does not name                                         */
/* ------------------------------------------------------------------ */

/* A min-heap of (done, stream): the requests in flight, soonest reply first. */
struct dg_heap {
	uint64_t *done;
	uint32_t *stream;
	size_t n;
};

static void dg_heap_push(struct dg_heap *h, uint64_t done, uint32_t stream)
{
	size_t i = h->n++;

	for (; i && h->done[(i - 1) / 2] > done; i = (i - 1) / 2) {
		h->done[i] = h->done[(i - 1) / 2];
		h->stream[i] = h->stream[(i - 1) / 2];
	}
	h->done[i] = done;
	h->stream[i] = stream;
}

static uint32_t dg_heap_pop(struct dg_heap *h)
{
	uint32_t top = h->stream[0];
	uint64_t d = h->done[--h->n];
	uint32_t s = h->stream[h->n];
	size_t i = 0;

	for (;;) {
		size_t c = 2 * i + 1;

		if (c >= h->n)
			break;
		if (c + 1 < h->n && h->done[c + 1] < h->done[c])
			c++;
		if (h->done[c] >= d)
			break;
		h->done[i] = h->done[c];
		h->stream[i] = h->stream[c];
		i = c;
	}
	h->done[i] = d;
	h->stream[i] = s;
	return top;
}

/*
 * A worker pool that does not log its workers (hey, ab): in send order,
 * each send goes to the worker that has been free the longest (whose
 * reply came at or before the send, within tolerance), or to a new one if
 * none is free. Each worker is then one closed loop, and there are as
 * many as were ever busy at once. Returns the number of streams, 0 out of
 * memory.
 */
static uint32_t dg_infer_streams(struct dg_req *r, size_t n, uint64_t tol_ns)
{
	struct dg_heap h = { malloc(n * sizeof *h.done), malloc(n * sizeof *h.stream), 0 };
	uint32_t *fifo = malloc(n * sizeof *fifo), streams = 0;
	size_t head = 0, tail = 0;   /* fifo[head..tail): free workers, longest free first */

	if (!h.done || !h.stream || !fifo) {
		free(h.done), free(h.stream), free(fifo);
		return 0;
	}
	qsort(r, n, sizeof *r, dg_cmp_send);
	for (size_t i = 0; i < n; i++) {
		while (h.n && h.done[0] <= r[i].send_ns + tol_ns)
			fifo[tail++] = dg_heap_pop(&h);
		r[i].stream = head < tail ? fifo[head++] : streams++;
		dg_heap_push(&h, r[i].send_ns + r[i].lat_ns, r[i].stream);
	}
	free(h.done), free(h.stream), free(fifo);
	return streams;
}

/* ------------------------------------------------------------------ */
/* What the generator did                                              */
/* ------------------------------------------------------------------ */

/* The tolerance within which two instants of the log count as one. */
static uint64_t dg_tolerance(const struct dg_opts *o, enum dg_format f)
{
	if (o->tol_ns)
		return o->tol_ns;
	/* a log of a real tool: its clock's resolution twice, and a tool's own 100 us */
	return f == DG_PLAIN ? 2 * DG_RESOLUTION_NS[f] : 2 * DG_RESOLUTION_NS[f] + 100 * NS_PER_US;
}

/*
 * Sorts each send of stream s against the previous request's reply:
 * overlapped (sent while it was outstanding), waited (left at the reply)
 * or unblocked (the clock chose the moment). gaps receives the gaps the
 * clock set (overlapped and unblocked), for the interval's inference;
 * returns how many.
 */
static size_t dg_classify(struct dg_diag *g, struct dg_stream *s, uint64_t *gaps)
{
	const struct dg_req *r = g->log.req + s->first;
	size_t k = 0;

	for (size_t i = 1; i < s->n; i++) {
		uint64_t done = r[i - 1].send_ns + r[i - 1].lat_ns, send = r[i].send_ns;

		if (send + g->tol_ns < done)
			s->overlapped++;
		else if (send <= done + g->tol_ns) {
			s->waited++;
			continue;
		} else
			s->unblocked++;
		gaps[k++] = send - r[i - 1].send_ns;
	}
	return k;
}

/*
 * Stream s's interval: the one given (per stream: the schedule's times
 * the streams), or the median of the gaps the clock set if they are at
 * least half the gaps, or else (a loop that sends back to back) the
 * median of all gaps. scratch holds s->n.
 */
static void dg_interval(struct dg_diag *g, struct dg_stream *s, uint64_t given_ns, uint64_t *scratch)
{
	const struct dg_req *r = g->log.req + s->first;
	size_t k = dg_classify(g, s, scratch);

	if (given_ns) {
		s->interval_ns = given_ns;
		s->how = HOW_GIVEN;
		return;
	}
	s->how = HOW_GAPS;
	if (2 * k < s->n - 1) {
		for (size_t i = 1; i < s->n; i++)
			scratch[i - 1] = r[i].send_ns - r[i - 1].send_ns;
		k = s->n - 1;
		s->how = HOW_BACK_TO_BACK;
	}
	if (!k) {
		s->interval_ns = 0;
		s->how = HOW_NONE;
		return;
	}
	s->interval_ns = nth_smallest(scratch, (int64_t)k, (int64_t)rank_of(50000, k, RANK_ROUND) - 1);
}

/*
 * The rule that matches each send of a stream to a slot of its schedule
 * (interval T, tolerance t), sends in order, d the slot after the last one
 * taken (the first send's own time for the first):
 *   - a send more than t behind d whose next send is a whole interval
 *     later or more (it is not catching up) moved the schedule: it skipped
 *     the floor(lag / T) slots it passed over (a ticker that drops ticks)
 *     or rebased the schedule at itself (a timer that paces from its last
 *     send); either way those slots are never sent and it is due when sent;
 *   - a send more than t early moved the schedule too: it is due when sent;
 *   - any other send takes slot d, however late: a generator that catches
 *     up sends the slots it missed back to back, each a slot of its own.
 * Writes each send's re-timed latency (done - due) and lag (send - due);
 * appends each never-sent slot's imputed latency at imp[*nimp]: it waits
 * from its due time u until the stream could send again, the previous
 * request's reply if that came after u (a closed loop blocked on a
 * stall), else the send that passed over it (the generator itself was
 * late), and then takes what that send took. Returns 0, -1 if imp
 * cannot grow, or -2 past g->imp_limit slots (a send time that is wrong).
 */
static int dg_match(struct dg_diag *g, struct dg_stream *s, uint64_t **imp, size_t *nimp,
                    size_t *cap)
{
	const struct dg_req *r = g->log.req + s->first;
	const uint64_t T = s->interval_ns, t = g->tol_ns;
	uint64_t d = r[0].send_ns;

	for (size_t i = 0; i < s->n; i++) {
		uint64_t send = r[i].send_ns, due = d;
		int keeps_time = i + 1 < s->n && r[i + 1].send_ns - send + t >= T;
		int late = send > d + t;
		uint64_t prev_done = i ? r[i - 1].send_ns + r[i - 1].lat_ns : 0;

		if (i && late && send <= r[i - 1].send_ns + r[i - 1].lat_ns + t &&
		    r[i - 1].lat_ns > T)
			s->late_waited++;   /* it waited on a request that outlasted the interval */

		if (T && late && !keeps_time && (send - d) / T > g->imp_limit - *nimp)
			return -2;   /* as many slots behind as it may leave unsent: its time is wrong */
		if (T && late && keeps_time) {
			uint64_t m = (send - d) / T;

			if (m > g->imp_limit - *nimp)
				return -2;
			if (*nimp + m > *cap) {
				size_t c = max_u64(2 * *cap, *nimp + m);
				uint64_t *p = realloc(*imp, c * sizeof *p);

				if (!p)
					return -1;
				*imp = p;
				*cap = c;
			}
			for (uint64_t j = 0; j < m; j++) {
				uint64_t u = d + j * T, clear = prev_done > u ? min_u64(prev_done, send) : send;

				(*imp)[(*nimp)++] = clear - u + r[i].lat_ns;
				if (g->tl)
					dg_tl_add(g->tl, g->tl->retimed, u, (*imp)[*nimp - 1]);
			}
			s->never += m;
			s->moves++;
			due = send;
		} else if (T && send + t < d) {
			s->moves++;
			due = send;
		}
		due = due > send ? send : due;   /* early within tolerance: on time */
		g->lag[s->first + i] = send - due;
		g->retimed[s->first + i] = r[i].lat_ns + (send - due);
		s->lag_max_ns = max_u64(s->lag_max_ns, send - due);
		d = due + T;
	}
	return 0;
}

/* A stream by its first send, then its name: the order the report gives streams in. */
struct dg_first {
	uint64_t first_ns;
	const char *name;
	uint32_t id;
};

static int dg_cmp_first(const void *a, const void *b)
{
	const struct dg_first *x = a, *y = b;

	if (x->first_ns != y->first_ns)
		return (x->first_ns > y->first_ns) - (x->first_ns < y->first_ns);
	return strcmp(x->name, y->name);
}

/*
 * Renumbers the named streams in order of their first send (then name),
 * so that nothing in the report depends on the order of the log's lines:
 * dg_order_names puts the names in that order given each id's first send
 * (UINT64_MAX for none) and returns the new id of each old one (NULL out
 * of memory); dg_renumber does it for the requests held. The names
 * table's lookup is stale afterwards (reading is over). 0, or 1.
 */
static uint32_t *dg_order_names(struct dg_log *log, const uint64_t *first_ns)
{
	uint32_t n = log->names.n, *to = malloc((n + 1) * sizeof *to);
	struct dg_first *k = malloc((n + 1) * sizeof *k);
	char **names = malloc((n + 1) * sizeof *names);

	if (!to || !k || !names) {
		free(to), free(k), free(names);
		return NULL;
	}
	for (uint32_t id = 0; id < n; id++)
		k[id] = (struct dg_first){ first_ns[id], log->names.name[id], id };
	qsort(k, n, sizeof *k, dg_cmp_first);
	for (uint32_t j = 0; j < n; j++) {
		to[k[j].id] = j;
		names[j] = log->names.name[k[j].id];
	}
	free(log->names.name);
	log->names.name = names;
	for (uint32_t j = 0; j < n; j++)
		log->names.len[j] = strlen(names[j]);
	log->names.cap = min_u64(log->names.cap, n + 1);
	free(k);
	return to;
}

static int dg_renumber(struct dg_log *log)
{
	uint64_t *first = malloc((log->names.n + 1) * sizeof *first);
	uint32_t *to;

	if (!first)
		return 1;
	for (uint32_t id = 0; id < log->names.n; id++)
		first[id] = UINT64_MAX;
	for (size_t i = 0; i < log->n; i++)
		first[log->req[i].stream] = min_u64(first[log->req[i].stream], log->req[i].send_ns);
	to = dg_order_names(log, first);
	free(first);
	if (!to)
		return 1;
	for (size_t i = 0; i < log->n; i++)
		log->req[i].stream = to[log->req[i].stream];
	free(to);
	return 0;
}

/* Streams and their send order; nstreams and s filled. Returns 0, or 1 out of memory. */
static int dg_streams(struct dg_diag *g, int mode)
{
	struct dg_log *log = &g->log;

	if (mode == DG_STREAMS_INFER) {
		g->nstreams = dg_infer_streams(log->req, log->n, g->tol_ns);
		if (!g->nstreams)
			return 1;
	} else if (mode == DG_STREAMS_ONE) {
		for (size_t i = 0; i < log->n; i++)
			log->req[i].stream = 0;
		g->nstreams = 1;
	} else {
		g->nstreams = log->names.n;
		if (dg_renumber(log))
			return 1;
	}
	g->s = calloc(g->nstreams, sizeof *g->s);
	return !g->s || dg_group(g) ? 1 : 0;
}

/* The interval a stream is given: the schedule's (--interval or --rate) times the streams. */
static uint64_t dg_given(const struct dg_opts *o, uint32_t streams)
{
	if (o->interval_ns)
		return o->interval_ns * streams;
	if (o->rate_milli)
		return (uint64_t)(((u128)NS_PER_S * 1000 * streams + o->rate_milli / 2) / o->rate_milli);
	return 0;
}

/* Whether v[0..n) is in ascending order. */
static int dg_ascending(const uint64_t *v, size_t n)
{
	for (size_t i = 1; i < n; i++)
		if (v[i - 1] > v[i])
			return 0;
	return 1;
}

/*
 * The most of r[0..n) in flight at once: sends and replies each in order
 * (a reply within tolerance of a send counts as before it). sends and
 * dones hold n each and are overwritten; the sort's scratch is taken only
 * if one is out of order (an open loop's replies, a log of many streams).
 * Returns 0 out of memory (n > 0).
 */
static uint64_t dg_in_flight(const struct dg_req *r, size_t n, uint64_t tol_ns, uint64_t *sends,
                             uint64_t *dones)
{
	uint64_t most = n > 0;   /* a send is in flight at least by itself */
	size_t j = 0;

	for (size_t i = 0; i < n; i++) {
		sends[i] = r[i].send_ns;
		dones[i] = r[i].send_ns + r[i].lat_ns;
	}
	if (!dg_ascending(sends, n) || !dg_ascending(dones, n)) {
		uint64_t *tmp = malloc((n + 1) * sizeof *tmp);

		if (!tmp)
			return 0;
		dg_sort_u64(sends, n, tmp);
		dg_sort_u64(dones, n, tmp);
		free(tmp);
	}
	for (size_t i = 0; i < n; i++) {
		while (j < n && dones[j] <= sends[i] + tol_ns)
			j++;
		most = max_u64(most, i + 1 > j ? i + 1 - j : 0);   /* a later send's reply may be within tolerance */
	}
	return most;
}

/*
 * One pair (a request's latency x, and the gap y from its send to the
 * next send on its stream, both in ms) into f: Welford's update, so that
 * 10^7 pairs lose no digits to cancellation.
 */
static void dg_follow_pair(struct dg_follow *f, uint64_t lat_ns, uint64_t gap_ns)
{
	double x = (double)lat_ns / 1e6, y = (double)gap_ns / 1e6;
	double dx = x - f->mean_lat, dy = y - f->mean_gap;

	f->n++;
	f->mean_lat += dx / (double)f->n;
	f->mean_gap += dy / (double)f->n;
	f->m2_lat += dx * (x - f->mean_lat);
	f->m2_gap += dy * (y - f->mean_gap);
	f->co += dx * (y - f->mean_gap);
}

/*
 * Stream b's pairs joined to the running total a (Chan, Golub and
 * LeVeque's update). Each stream is summed alone and joined in stream
 * order, so that a route that meets the streams' pairs interleaved
 * (logwalk.c) adds the same numbers in the same order.
 */
static void dg_follow_join(struct dg_follow *a, const struct dg_follow *b)
{
	if (!b->n)
		return;
	if (!a->n) {
		*a = *b;
		return;
	}
	double na = (double)a->n, nb = (double)b->n, n = na + nb;
	double dx = b->mean_lat - a->mean_lat, dy = b->mean_gap - a->mean_gap;

	a->mean_lat += dx * nb / n;
	a->mean_gap += dy * nb / n;
	a->m2_lat += b->m2_lat + dx * dx * na * nb / n;
	a->m2_gap += b->m2_gap + dy * dy * na * nb / n;
	a->co += b->co + dx * dy * na * nb / n;
	a->n += b->n;
}

/* The pairs of stream s into the correlation of g. */
static void dg_follow_add(struct dg_diag *g, const struct dg_stream *s)
{
	const struct dg_req *r = g->log.req + s->first;
	struct dg_follow f = { 0 };

	for (size_t i = 1; i < s->n; i++)
		dg_follow_pair(&f, r[i - 1].lat_ns, r[i].send_ns - r[i - 1].send_ns);
	dg_follow_join(&g->follow, &f);
}

/* Pearson's r of the pairs into buf ("0.987"), or "none" for fewer than 2 or a constant side. */
static const char *dg_follow_r(char *buf, size_t len, const struct dg_follow *f)
{
	if (f->n < 2 || !(f->m2_lat > 0) || !(f->m2_gap > 0))
		snprintf(buf, len, "none");
	else
		snprintf(buf, len, "%.3f", f->co / sqrt(f->m2_lat * f->m2_gap));
	return buf;
}

/* Adds stream s's counts into the totals of g. */
static void dg_tally(struct dg_diag *g, const struct dg_stream *s)
{
	const struct dg_req *r = g->log.req + s->first;

	g->never += s->never;
	g->waited += s->waited;
	g->late_waited += s->late_waited;
	g->overlapped += s->overlapped;
	g->moves += s->moves;
	if (s->interval_ns)
		g->intended_per_s += 1e9 / (double)s->interval_ns;
	g->first_send_ns = min_u64(g->first_send_ns, r[0].send_ns);
	g->last_send_ns = max_u64(g->last_send_ns, r[s->n - 1].send_ns);
	for (size_t i = 0; i < s->n; i++) {
		g->errors += r[i].status == DG_ERROR;
		g->timeouts += r[i].status == DG_TIMEOUT;
	}
}

/*
 * The refusal of a log at its stream k, of interval interval_ns, the
 * stream at which the log's never-sent slots, counted over its streams so
 * far, pass g->imp_limit: its one line. Both routes say
 * it (logwalk.c's lw_too_many), each finding the stream its own way.
 */
static int dg_too_many(const struct dg_diag *g, uint32_t k, uint64_t interval_ns)
{
	char line[600], a[32];

	snprintf(line, sizeof line, "%s: stream %s: its gaps leave more than %" PRIu64
	         " slots of its %s schedule never sent: a send time is wrong, or the "
	         "schedule (--rate, --interval) is", g->path,
	         g->log.streams == DG_STREAMS_LOG ? g->log.names.name[k] : "-",
	         g->imp_limit, fmt_read(a, sizeof a, interval_ns));
	return usage_error(line);
}

/*
 * What the generator did, stream by stream: the interval, the matching,
 * the lag, the never-sent slots (imputed into *imp, *nimp of them).
 * Returns 0, 1 out of memory, or 2 (one line written) for a log whose
 * gaps would impute more slots than it has any business to.
 */
static int dg_walk_streams(struct dg_diag *g, const struct dg_opts *o, uint64_t **imp, size_t *nimp)
{
	uint64_t given = dg_given(o, g->nstreams);
	size_t cap = 0;

	g->corrected_e = UINT64_MAX;
	g->first_send_ns = UINT64_MAX;
	for (uint32_t k = 0; k < g->nstreams; k++) {
		struct dg_stream *s = &g->s[k];

		if (!s->n)
			continue;
		/* retimed and lag are scratch until dg_match writes them */
		s->max_in_flight = g->nstreams == 1 ? g->max_in_flight
		                   : dg_in_flight(g->log.req + s->first, s->n, g->tol_ns, g->retimed + s->first,
		                                  g->lag + s->first);
		if (!s->max_in_flight)
			return 1;
		dg_follow_add(g, s);
		dg_interval(g, s, given, g->lag + s->first);
		int rc = dg_match(g, s, imp, nimp, &cap);

		if (rc == -2)
			return dg_too_many(g, k, s->interval_ns);
		if (rc)
			return 1;
		for (size_t i = 0; g->tl && i < s->n; i++) {
			const struct dg_req *q = &g->log.req[s->first + i];

			dg_tl_add(g->tl, g->tl->logged, q->send_ns, q->lat_ns);
			dg_tl_add(g->tl, g->tl->retimed, q->send_ns - g->lag[s->first + i],
			          g->retimed[s->first + i]);
		}
		dg_tally(g, s);
		if (g->corrected_e == UINT64_MAX)
			g->corrected_e = s->interval_ns;
		else if (g->corrected_e != s->interval_ns)
			g->corrected_e = 0;
	}
	/* over the whole log, as the lab's clients count it: streams of
	   different spans summed one by one would count a short one's rate
	   as if it had sent all along */
	g->achieved_per_s = send_rate(g->n, g->first_send_ns, g->last_send_ns);
	if (o->rate_milli)
		g->intended_per_s = (double)o->rate_milli / 1000.0;
	else if (o->interval_ns)
		g->intended_per_s = 1e9 / (double)o->interval_ns;
	return 0;
}

/* ------------------------------------------------------------------ */
/* The recordings                                                      */
/* ------------------------------------------------------------------ */

/* The summary of ascending v[0..n): bench's rank rule, slow count and sum. */
static void dg_summary_sorted(const uint64_t *v, size_t n, uint64_t slow_ns, enum rank_rule rule,
                              struct summary *s)
{
	memset(s, 0, sizeof *s);
	s->n = n;
	for (int j = 0; j < NPCT && n; j++)
		s->pct_ns[j] = v[rank_of(PCT_MILLI[j], n, rule) - 1];
	for (size_t i = 0; i < n; i++) {
		s->sum_ns += v[i];
		s->slow += v[i] > slow_ns;
	}
}

/* The summary of v[0..n), sorting it (tmp holds n). */
static void dg_summarise(uint64_t *v, size_t n, uint64_t *tmp, const struct dg_opts *o,
                         struct summary *s)
{
	dg_sort_u64(v, n, tmp);
	dg_summary_sorted(v, n, o->slow_ns, o->rank, s);
}

/* The ascending a[0..na) and b[0..nb) merged into out. */
static void dg_merge(const uint64_t *a, size_t na, const uint64_t *b, size_t nb, uint64_t *out)
{
	size_t i = 0, j = 0, k = 0;

	while (i < na && j < nb)
		out[k++] = b[j] < a[i] ? b[j++] : a[i++];
	while (i < na)
		out[k++] = a[i++];
	while (j < nb)
		out[k++] = b[j++];
}

/* Of v, the values of requests that got a reply (no error, no timeout), into out; how many. */
static size_t dg_only_ok(const struct dg_diag *g, const uint64_t *v, uint64_t *out)
{
	size_t k = 0;

	for (size_t i = 0; i < g->n; i++)
		if (g->log.req[i].status == DG_OK)
			out[k++] = v[i];
	return k;
}

/* A stream's expected interval: its schedule's; none (nothing added) if it has none. */
static uint64_t dg_expected(const struct dg_stream *s)
{
	return s->interval_ns ? s->interval_ns : UINT64_MAX;
}

/*
 * HdrHistogram's correction of the logged latencies at each stream's
 * interval. One interval for all: bench's corrected_summarise on the
 * sorted values, no term written. Intervals that differ: each stream's
 * terms written out (correct_co) if they fit in MAX_TABLE_ROWS, else none
 * (has_corrected 0). logged is still in stream order here.
 */
static int dg_corrected(struct dg_diag *g, const struct dg_opts *o, uint64_t *tmp)
{
	uint64_t total = 0, *terms, k = 0;

	g->has_corrected = 1;
	if (g->corrected_e) {
		dg_sort_u64(g->logged, g->n, tmp);
		return corrected_summarise(g->logged, g->n, g->corrected_e, o->slow_ns, o->rank, tmp,
		                           &g->set[DS_CORRECTED]) ? (g->has_corrected = 0) : 0;
	}
	for (uint32_t s = 0; s < g->nstreams; s++) {
		uint64_t c = g->s[s].n ? corrected_count(g->logged + g->s[s].first, g->s[s].n,
		                                           dg_expected(&g->s[s])) : 0;

		if (__builtin_add_overflow(total, c, &total) || total > MAX_TABLE_ROWS) {
			g->has_corrected = 0;
			return 0;
		}
	}
	if (!(terms = malloc((total + 1) * sizeof *terms)) ||
	    !(tmp = malloc((total + 1) * sizeof *tmp))) {
		free(terms);
		return 1;
	}
	for (uint32_t s = 0; s < g->nstreams; s++)
		if (g->s[s].n)
			k += correct_co(g->logged + g->s[s].first, g->s[s].n, dg_expected(&g->s[s]),
			                terms + k, total - k);
	dg_summarise(terms, k, tmp, o, &g->set[DS_CORRECTED]);
	free(terms);
	free(tmp);
	return 0;
}

/*
 * Every recording's summary. The log's requests are freed on the way (the
 * per-stream counts stay). imp holds the never-sent slots' imputed
 * latencies (nimp). Returns 0, or 1 out of memory.
 */
static int dg_recordings(struct dg_diag *g, const struct dg_opts *o, uint64_t *imp, size_t nimp)
{
	size_t n = g->n, all = n + nimp;
	uint64_t *tmp, *work;

	if (g->errors + g->timeouts) {
		int got;

		work = malloc((n + 1) * sizeof *work);
		tmp = malloc((n + 1) * sizeof *tmp);
		if ((got = work && tmp)) {
			size_t k = 0;

			for (size_t i = 0; i < n; i++)
				if (g->log.req[i].status == DG_OK)
					work[k++] = g->log.req[i].lat_ns;
			dg_summarise(work, k, tmp, o, &g->set[DS_LOGGED_OK]);
			dg_summarise(work, dg_only_ok(g, g->retimed, work), tmp, o, &g->set[DS_RETIMED_OK]);
		}
		free(work);
		free(tmp);
		if (!got)
			return 1;
	}
	/*
	 * The logged latencies written over the requests' own memory, the i-th
	 * at byte 8i, below the request it comes from (at 24i), and the rest of
	 * it given back: no new memory is touched before the scratch is taken.
	 */
	uint64_t *lg = (uint64_t *)(void *)g->log.req, *shrunk;

	for (size_t i = 0; i < n; i++)
		lg[i] = g->log.req[i].lat_ns;
	shrunk = realloc(lg, (n + 1) * sizeof *lg);
	g->logged = shrunk ? shrunk : lg;
	g->log.req = NULL;
	if (!(tmp = malloc((all + 1) * sizeof *tmp)))
		return 1;
	if (dg_corrected(g, o, tmp)) {
		free(tmp);
		return 1;
	}
	dg_summarise(g->logged, n, tmp, o, &g->set[DS_LOGGED]);
	if (!(g->errors + g->timeouts)) {
		g->set[DS_LOGGED_OK] = g->set[DS_LOGGED];
	}
	dg_summarise(g->lag, n, tmp, o, &g->lagsum);
	free(g->lag);   /* its memory goes back before the imputed set grows */
	g->lag = NULL;
	uint64_t *p = realloc(g->retimed, (all + 1) * sizeof *p);

	if (!p) {
		free(tmp);
		return 1;
	}
	g->retimed = p;
	dg_summarise(g->retimed, n, tmp, o, &g->set[DS_RETIMED]);
	if (!(g->errors + g->timeouts))
		g->set[DS_RETIMED_OK] = g->set[DS_RETIMED];
	if (nimp) {   /* with no slot never sent, the imputed set is the re-timed one */
		dg_sort_u64(imp, nimp, tmp);
		dg_merge(g->retimed, n, imp, nimp, tmp);
		memcpy(g->retimed, tmp, all * sizeof *tmp);
	}
	dg_summary_sorted(g->retimed, all, o->slow_ns, o->rank, &g->set[DS_IMPUTED]);
	free(tmp);
	return 0;
}

/* ------------------------------------------------------------------ */
/* The report                                                          */
/* ------------------------------------------------------------------ */

/* x with thousands separators: 1,951. */
static const char *dg_commas(char *buf, size_t len, uint64_t x)
{
	char t[32];
	int n = snprintf(t, sizeof t, "%" PRIu64, x), k = 0;

	for (int i = 0; i < n && (size_t)k + 2 < len; i++) {
		if (i && (n - i) % 3 == 0)
			buf[k++] = ',';
		buf[k++] = t[i];
	}
	buf[k] = '\0';
	return buf;
}

/* a / b in words: "1,951 times", "2.37 times"; exact rounding of the integers. */
static const char *dg_times(char *buf, size_t len, uint64_t a, uint64_t b)
{
	char c[32];

	if (!b)
		snprintf(buf, len, "infinitely many times");
	else if (a >= 10 * b)
		snprintf(buf, len, "%s times", dg_commas(c, sizeof c, (uint64_t)(((u128)a + b / 2) / b)));
	else {
		uint64_t h = (uint64_t)(((u128)a * 100 + b / 2) / b);

		snprintf(buf, len, "%" PRIu64 ".%02" PRIu64 " times", h / 100, h % 100);
	}
	return buf;
}

static int dg_closed(const struct dg_diag *g)
{
	return g->overlapped * 100 < g->n;
}

/* The plan: what was read, and how the streams and schedule were found. */
static void dg_print_head(const struct dg_diag *g, const char *path)
{
	static const char *const FROM[] = { "named by the log", "inferred (a worker pool)", "(the log as one)" };
	char a[32], b[32], c[32], d[32];

	printf("diagnose %s: %s, %" PRIu64 " lines, %" PRIu64 " requests (%" PRIu64 " errors, %" PRIu64
	       " timeouts), %u stream%s %s; tolerance %s\n", path, DG_FORMAT_NAME[g->log.format],
	       g->log.lines, g->n, g->errors, g->timeouts, g->nstreams, g->nstreams == 1 ? "" : "s",
	       FROM[g->log.streams], fmt_read(a, sizeof a, g->tol_ns));
	printf("schedule: %s a stream%s; intended %.3f a second, achieved %.3f; %s never sent; "
	       "lag p99 %s, max %s\n", g->corrected_e ? fmt_read(a, sizeof a, g->corrected_e)
	       : "intervals that differ", g->s[0].how == HOW_GIVEN ? " (given)" : " (inferred)",
	       g->intended_per_s, g->achieved_per_s, dg_commas(b, sizeof b, g->never),
	       fmt_read(c, sizeof c, g->lagsum.pct_ns[PCT_P99]),
	       fmt_read(d, sizeof d, g->lagsum.pct_ns[PCT_MAX]));
	uint64_t most = 0;

	for (uint32_t k = 0; k < g->nstreams; k++)
		most = max_u64(most, g->s[k].max_in_flight);
	printf("loop: %s of %s sends after the first of a stream left within tolerance of the previous "
	       "reply; the gap after a reply follows its latency with r = %s; up to %" PRIu64
	       " in flight at once, %" PRIu64 " on one stream\n", dg_commas(a, sizeof a, g->waited),
	       dg_commas(b, sizeof b, g->follow.n), dg_follow_r(c, sizeof c, &g->follow),
	       g->max_in_flight, most);
}

/* The recordings' table, in ms. */
static void dg_print_table(const struct dg_diag *g)
{
	char a[32];

	printf("%-44s %9s", "recording", "n");
	for (int j = 0; j < NPCT; j++)
		printf(" %11s", PCT_LABEL[j]);
	printf("\n");
	for (int k = 0; k < DG_NSETS; k++) {
		if (k == DS_CORRECTED && !g->has_corrected)
			continue;
		printf("%-44s %9" PRIu64, DG_SET_SAYS[k], g->set[k].n);
		for (int j = 0; j < NPCT; j++)
			printf(" %11s", fmt_us(a, sizeof a, g->set[k].pct_ns[j]));
		printf("\n");
	}
}

/* The verdict, in plain words, from the numbers above. */
static void dg_print_verdict(const struct dg_diag *g)
{
	const struct summary *l = &g->set[DS_LOGGED], *i = &g->set[DS_IMPUTED];
	char a[32], b[32], c[48];

	if (dg_closed(g)) {
		char d[32], e[32];

		if (g->late_waited)
			snprintf(c, sizeof c, "1 send in %s waited for a stall",
			         dg_commas(b, sizeof b, (g->n + g->late_waited / 2) / g->late_waited));
		else
			snprintf(c, sizeof c, "no send waited for a stall");
		printf("verdict: recorded by a closed loop: %s, %s slot%s of its schedule never sent; "
		       "re-timed from its schedule the p99 is %s, %s what it reports (%s).\n", c,
		       dg_commas(e, sizeof e, g->never), g->never == 1 ? "" : "s",
		       fmt_read(a, sizeof a, i->pct_ns[PCT_P99]),
		       dg_times(b, sizeof b, i->pct_ns[PCT_P99], l->pct_ns[PCT_P99]),
		       fmt_read(d, sizeof d, l->pct_ns[PCT_P99]));
		printf("caveat: if the streams were a fixed population of users who each wait for "
		       "their reply, the log as recorded is the truth and nothing should be re-timed.\n");
	} else
		printf("verdict: recorded by an open loop: sends kept their schedule with up to %" PRIu64
		       " in flight; re-timed from its schedule the p99 is %s, %s what it reports (%s).\n",
		       g->max_in_flight, fmt_read(a, sizeof a, i->pct_ns[PCT_P99]),
		       dg_times(b, sizeof b, i->pct_ns[PCT_P99], l->pct_ns[PCT_P99]),
		       fmt_read(c, sizeof c, l->pct_ns[PCT_P99]));
}

static void dg_print_stream_results(const struct dg_diag *g)
{
	enum { SHOWN = 64 };

	for (uint32_t k = 0; k < g->nstreams && k < SHOWN; k++) {
		const struct dg_stream *s = &g->s[k];

		printf("RESULT stream id=%u name=", k);
		/* one word, so that a RESULT line splits on spaces: JMeter's thread
		   names hold spaces ("Thread Group 1-1"), printed here as '_' */
		for (const char *c = g->log.streams == DG_STREAMS_LOG && g->log.names.name[k][0]
		                     ? g->log.names.name[k] : "-"; *c; c++)
			putchar(*c == ' ' || *c == '\t' ? '_' : *c);
		printf(" n=%zu interval_ns=%" PRIu64 " from=%s waited=%" PRIu64
		       " late_waited=%" PRIu64 " overlapped=%" PRIu64 " unblocked=%" PRIu64
		       " never_sent=%" PRIu64 " moves=%" PRIu64 " lag_max_ns=%" PRIu64
		       " max_in_flight=%" PRIu64 "\n", s->n, s->interval_ns, DG_HOW_NAME[s->how], s->waited,
		       s->late_waited, s->overlapped, s->unblocked, s->never, s->moves, s->lag_max_ns,
		       s->max_in_flight);
	}
	if (g->nstreams > SHOWN)
		printf("RESULT streams shown=%d of=%u\n", SHOWN, g->nstreams);
}

/* The RESULT lines: every number the report stands by. */
static void dg_print_results(const struct dg_diag *g, const char *path)
{
	static const char *const FROM[] = { "log", "inferred", "one" };
	char a[48], b[48];

	printf("RESULT log file=%s format=%s lines=%" PRIu64 " requests=%" PRIu64 " streams=%u streams_from=%s"
	       " errors=%" PRIu64 " timeouts=%" PRIu64 " tolerance_ns=%" PRIu64 "\n", path,
	       DG_FORMAT_NAME[g->log.format], g->log.lines, g->n, g->nstreams, FROM[g->log.streams],
	       g->errors, g->timeouts, g->tol_ns);
	printf("RESULT generator loop=%s sends=%" PRIu64 " waited=%" PRIu64 " late_waited=%" PRIu64
	       " overlapped=%" PRIu64 " max_in_flight=%" PRIu64 " schedule_moves=%" PRIu64
	       " gap_latency_pairs=%" PRIu64 " gap_latency_r=%s\n",
	       dg_closed(g) ? "closed" : "open", g->n, g->waited, g->late_waited, g->overlapped,
	       g->max_in_flight, g->moves, g->follow.n, dg_follow_r(a, sizeof a, &g->follow));
	printf("RESULT schedule interval_ns=%" PRIu64 " from=%s intended_per_s=%.3f achieved_per_s=%.3f"
	       " never_sent=%" PRIu64 "\n", g->corrected_e, DG_HOW_NAME[g->s[0].how],
	       g->intended_per_s, g->achieved_per_s, g->never);
	printf("RESULT lag");
	print_summary_fields(&g->lagsum);
	printf(" sum_ns=%s\n", fmt_u128(a, sizeof a, g->lagsum.sum_ns));
	for (int k = 0; k < DG_NSETS; k++)
		if (k != DS_CORRECTED || g->has_corrected)
			print_result_set(DG_SET_NAME[k], &g->set[k]);
	if (g->has_corrected)
		printf("RESULT correction expected_interval_ns=%" PRIu64 "\n", g->corrected_e);
	printf("RESULT ratio name=imputed_over_logged_p99 value=%s\n",
	       fmt_ratio(b, sizeof b, g->set[DS_IMPUTED].pct_ns[PCT_P99],
	                 g->set[DS_LOGGED].pct_ns[PCT_P99]));
	dg_print_stream_results(g);
}

/* ------------------------------------------------------------------ */
/* Export                                                              */
/* ------------------------------------------------------------------ */

/* The percentile chart's sets: as logged and re-timed with the slots imputed. */
struct dg_chart {
	struct table t[2];
	const char *names[2];
	uint64_t p99[2];
};

static int dg_chart_writer(FILE *f, const void *ctx)
{
	const struct dg_chart *c = ctx;
	struct spectrum sp = { "The log as recorded, and put back on its schedule", c->t, 2,
	                       c->names, c->p99 };

	return spectrum_writer(f, &sp);
}

/*
 * The log by its send time: the worst latency of each of DG_TL_BINS
 * slices of its span, as logged (by the actual send) and re-timed from the
 * intended send with the never-sent slots imputed (by the due time).
 */
static int dg_timeline_writer(FILE *f, const void *ctx)
{
	const struct dg_timeline *t = ctx;
	double x[DG_TL_BINS], y[DG_TL_BINS];
	struct frame fr = { 0, t->span ? (double)t->span / 1e6 : 1, 0, 0 };
	uint64_t worst[2] = { 0, 0 };
	char title[200], a[32];

	for (int b = 0; b < DG_TL_BINS; b++) {
		worst[0] = max_u64(worst[0], t->logged[b]);
		worst[1] = max_u64(worst[1], t->retimed[b]);
	}
	if (!worst[0] || !worst[1])
		return -1;
	fr.y1 = (double)(max_u64(worst[0], worst[1]) - 1) / 1e6;
	fr.y1 = fr.y1 > 0 ? ceil(fr.y1 * 1.05 / nice_step(fr.y1)) * nice_step(fr.y1) : 1;
	snprintf(title, sizeof title, "The log by its send time: the worst latency in each of %d "
	         "slices of %s", DG_TL_BINS, fmt_read(a, sizeof a, t->span));
	svg_begin(f, title, &fr, "time, ms from the log's first send", "latency (ms)");
	double xs = nice_step(fr.x1);
	for (double v = 0; v <= fr.x1 + xs / 1000; v += xs) {
		snprintf(a, sizeof a, "%g", v);
		svg_xtick(f, &fr, v, a);
	}
	for (int k = 1; k >= 0; k--) {
		const uint64_t *bins = k ? t->retimed : t->logged;
		size_t n = 0;

		for (int b = 0; b < DG_TL_BINS; b++)
			if (bins[b]) {
				x[n] = ((double)b + 0.5) * fr.x1 / DG_TL_BINS;
				y[n++] = (double)(bins[b] - 1) / 1e6;
			}
		svg_line(f, &fr, x, y, n, SET_COLOUR[k], 0);
		snprintf(title, sizeof title, "%s: the worst %s", k ? "re-timed from the intended send, "
		         "never-sent slots imputed (by due time)" : "as logged (by the actual send)",
		         fmt_read(a, sizeof a, worst[k] - 1));
		svg_legend(f, k, SET_COLOUR[k], title, 0);
		fprintf(f, "<!-- %s max_ns=%" PRIu64 " points=%zu -->\n", k ? "imputed" : "logged",
		        worst[k] - 1, n);
	}
	fprintf(f, "</svg>\n");
	return ferror(f) ? -1 : 0;
}

/* PREFIX{logged,imputed}.hgrm, PREFIXpercentiles.svg and PREFIXtimeline.svg; 0, or 1. */
static int dg_export(const struct dg_diag *g, const char *prefix)
{
	struct dg_chart c = { .names = { "as logged", "re-timed, never-sent imputed" },
	                      .p99 = { g->set[DS_LOGGED].pct_ns[PCT_P99],
	                               g->set[DS_IMPUTED].pct_ns[PCT_P99] } };
	int rc = table_from_sorted(g->logged, g->n, &c.t[0]) ||
	         table_from_sorted(g->retimed, g->n + g->never, &c.t[1]);

	if (!rc)
		rc = export_file(prefix, "logged.hgrm", hgrm_writer, &c.t[0]) ||
		     export_file(prefix, "imputed.hgrm", hgrm_writer, &c.t[1]) ||
		     export_file(prefix, "percentiles.svg", dg_chart_writer, &c) ||
		     export_file(prefix, "timeline.svg", dg_timeline_writer, g->tl);
	free(c.t[0].row);
	free(c.t[1].row);
	return rc ? 1 : 0;
}

/* ------------------------------------------------------------------ */
/* One log                                                             */
/* ------------------------------------------------------------------ */

static void dg_free(struct dg_diag *g)
{
	free(g->log.req);
	dg_names_free(&g->log.names);
	free(g->s);
	free(g->logged);
	free(g->retimed);
	free(g->lag);
	free(g->tl);
}

/*
 * The streams' source for a log read: the format's, or --streams'; 0, or
 * 2 (one line) for streams named by a log that names none (hey's).
 */
static int dg_streams_from(struct dg_diag *g, const struct dg_opts *o, const char *path)
{
	char line[300];

	if (o->streams >= 0)
		g->log.streams = (enum dg_streams)o->streams;
	if (g->log.streams != DG_STREAMS_LOG || g->log.names.n)
		return 0;
	snprintf(line, sizeof line, "%s: the log names no stream (--streams infer or one)", path);
	return usage_error(line);
}

/*
 * The memory route: reads path whole and diagnoses it into g, every
 * request held (and, for --export, the timeline). Returns 0, 1 (out of
 * memory), 2.
 */
static int dg_memory(const char *path, const struct dg_opts *o, struct dg_diag *g)
{
	uint64_t *imp = NULL;
	size_t nimp = 0;
	int rc = dg_read_log(path, o->format, o->jmeter_end, &g->log, dg_push, &g->log);

	if (!rc) {
		g->n = g->log.n;
		g->tol_ns = dg_tolerance(o, g->log.format);
		rc = dg_streams_from(g, o, path);
	}
	if (!rc) {
		g->retimed = malloc((g->n + 1) * sizeof *g->retimed);
		g->lag = malloc((g->n + 1) * sizeof *g->lag);
		rc = !g->retimed || !g->lag;
		if (!rc && o->export_to) {
			uint64_t lo = UINT64_MAX, hi = 0;

			rc = !(g->tl = calloc(1, sizeof *g->tl));
			for (size_t i = 0; !rc && i < g->n; i++) {
				lo = min_u64(lo, g->log.req[i].send_ns);
				hi = max_u64(hi, g->log.req[i].send_ns);
			}
			if (!rc) {
				g->tl->t0 = lo;
				g->tl->span = hi - lo;
			}
		}
	}
	if (!rc) {
		g->max_in_flight = dg_in_flight(g->log.req, g->n, g->tol_ns, g->retimed, g->lag);
		g->imp_limit = max_u64(DG_MIN_IMPUTED, DG_IMPUTED_PER_REQUEST * g->n);
		rc = !g->max_in_flight || dg_streams(g, g->log.streams);
		if (!rc)
			rc = dg_walk_streams(g, o, &imp, &nimp);
		if (!rc)
			rc = dg_recordings(g, o, imp, nimp);
		if (rc == 1)
			fprintf(stderr, "lab: out of memory diagnosing %s\n", path);
	}
	free(imp);
	return rc;
}

#include "logwalk.c"

/* The route a log takes: --route's, but --export's charts need every value held. */
static enum dg_route dg_route_of(const struct dg_opts *o)
{
#ifdef __wasi__
	(void)o;
	return DG_ROUTE_MEMORY;   /* the browser's lab has no temporary files */
#else
	return o->export_to ? DG_ROUTE_MEMORY : o->route;
#endif
}

/* Reads, diagnoses and reports one log. Returns the exit status: 0, 1 (out of memory), 2. */
static int dg_diagnose_file(const char *path, const struct dg_opts *o)
{
	struct dg_diag g = { .path = path }, h = { .path = path };
	enum dg_route route = dg_route_of(o);
	int rc = route == DG_ROUTE_MEMORY ? dg_memory(path, o, &g) : lw_diagnose(path, o, &g);
	uint64_t figures = 0;
	const char *differ = NULL;

	if (!rc && route == DG_ROUTE_CHECK && !(rc = dg_memory(path, o, &h)))
		differ = lw_differ(&g, &h, &figures);
	if (!rc) {
		dg_print_head(&g, path);
		dg_print_table(&g);
		dg_print_verdict(&g);
		dg_print_results(&g, path);
		if (o->export_to)
			rc = dg_export(&g, o->export_to);
	}
	if (!rc && route == DG_ROUTE_CHECK) {
		if (differ)
			printf("check failed: the passes route and the memory route differ on %s\n", differ);
		else
			printf("check: the passes route and the memory route agree on all %" PRIu64
			       " figures\n", figures);
		printf("RESULT route_check figures=%" PRIu64 " failed=%d\n", figures, differ != NULL);
		rc = differ ? 1 : 0;
	}
	dg_free(&g);
	dg_free(&h);
	return rc;
}

/* ------------------------------------------------------------------ */
/* A simulated run, written out (--write-sim)                          */
/* ------------------------------------------------------------------ */

static int dg_cmp_done(const void *a, const void *b)
{
	const struct dg_req *x = a, *y = b;
	uint64_t dx = x->send_ns + x->lat_ns, dy = y->send_ns + y->lat_ns;

	if (dx != dy)
		return (dx > dy) - (dx < dy);
	return (x->stream > y->stream) - (x->stream < y->stream);
}

/*
 * The next send of a simulated closed loop on connection c (request i due
 * at i * interval): catch-up sends at the later of its due time and c's
 * last reply, as bench's closed loop does; skip drops a slot that fell due
 * while c waited; drift paces from its last target and, behind it, sends
 * at once and starts over from then, as JMeter's Constant Throughput Timer
 * does (ConstantThroughputTimer.delay). Returns 0 when the run is over.
 */
static int dg_sim_next(const struct dg_sim *m, uint64_t *i, uint64_t *target, uint64_t reply_ns,
                       uint64_t *send_ns)
{
	for (;;) {
		uint64_t due = *i * m->interval_ns;

		if (m->kind == 2) {
			*target = *i ? *target + m->interval_ns : 0;
			if (reply_ns > *target)
				*target = reply_ns;
			*send_ns = *target;
			(*i)++;
			return *send_ns < m->duration_ns;
		}
		if (due >= m->duration_ns)
			return 0;
		(*i)++;
		if (m->kind == 1 && due < reply_ns)
			continue;
		*send_ns = max_u64(due, reply_ns);
		return 1;
	}
}

/* Walks the model with bench's server (serve) and writes the log in completion order. */
static int dg_write_sim(const struct dg_opts *o)
{
	const struct dg_sim *m = &o->m;
	struct server srv = { .next_stall_ns = m->stall_ns ? m->first_stall_ns : UINT64_MAX };
	uint64_t *ring = calloc(m->connections, sizeof *ring), done = 0, i = 0, target = 0, send;
	struct dg_req *r = NULL;
	size_t n = 0, cap = 0;

	for (uint64_t c = 0; ring; c = (c + 1) % m->connections) {
		if (!dg_sim_next(m, &i, &target, ring[c], &send))
			break;
		done = serve(&srv, max_u64(send, done), m->service_ns, m->stall_ns, m->period_ns);
		ring[c] = done;
		if (n == cap) {
			struct dg_req *p = realloc(r, (cap = cap ? 2 * cap : 4096) * sizeof *p);

			if (!p)
				break;
			r = p;
		}
		r[n++] = (struct dg_req){ send, done - send, (uint32_t)c, DG_OK };
	}
	if (!ring || i == 0 || (n && r == NULL)) {
		free(ring);
		free(r);
		return 1;
	}
	qsort(r, n, sizeof *r, dg_cmp_done);   /* tools write a line when its reply comes */
	dg_put_head(stdout, o->sim);
	for (size_t k = 0; k < n; k++)
		dg_put(stdout, o->sim, &r[k], k);
	free(ring);
	free(r);
	return fflush(stdout) ? 1 : 0;
}

/* ------------------------------------------------------------------ */
/* Options                                                             */
/* ------------------------------------------------------------------ */

/* One option: its name, its argument, what it means (the --help text). */
static const struct dg_option {
	const char *name, *arg, *help;
} DG_OPTIONS[] = {
	{ "--format", "NAME", "plain, jmeter, hey, vegeta-csv, vegeta-json, k6, fortio (the first line decides)" },
	{ "--rate", "R", "the schedule: R requests a second over all streams (to the thousandth)" },
	{ "--interval", "T", "or one request every T over all streams (else inferred per stream)" },
	{ "--tolerance", "T", "instants this close are one (twice the log's resolution, +100us for a tool's)" },
	{ "--streams", "log|infer|one", "streams as the log names them, inferred (a worker pool), or one" },
	{ "--jmeter-timestamp", "start|end", "what JMeter's timeStamp is (start: sampleresult.timestamp.start=true)" },
	{ "--rank", "round|ceil", "the rank rule (round, as bench)" },
	{ "--slow-above", "T", "the slow line of the RESULT lines (1ms)" },
	{ "--export", "PREFIX", "also PREFIX{logged,imputed}.hgrm and PREFIX{percentiles,timeline}.svg" },
	{ "--write-sim", "FORMAT", "write a simulated run in FORMAT instead, with bench's model options:" },
	{ "--service", "T", "  its service time (1ms)" },
	{ "--sim-interval", "T", "  its schedule's interval (5ms)" },
	{ "--stall", "T", "  its stalls' length (200ms)" },
	{ "--period", "T", "  between stall starts (1s)" },
	{ "--first-stall", "T", "  the first stall's start (500ms)" },
	{ "--duration", "T", "  requests due in [0, T) (5s)" },
	{ "--connections", "C", "  closed loops sharing the schedule (1)" },
	{ "--closed", "catch-up|skip|drift", "  how a loop treats slots it missed (catch-up)" },
	{ "--route", "passes|memory|check", "the log walked again in bounded memory (passes), held "
	  "whole (memory; --export's), or both, compared" },
	{ "--help", NULL, "this text" },
};
enum { DG_NOPTIONS = sizeof DG_OPTIONS / sizeof DG_OPTIONS[0] };

static void dg_help(void)
{
	printf("usage: lab diagnose [options] LOG...\n"
	       "Reads each load generator's per-request log, says whether it ran a closed or an open "
	       "loop, and gives\nits recording beside the one re-timed from its schedule. Exit status: "
	       "0 done; 1 out of memory, a file that\ncannot be written (--export, the temporary copy), or routes that disagree (--route check); 2 bad input.\n");
	for (int k = 0; k < DG_NOPTIONS; k++) {
		char both[64];

		snprintf(both, sizeof both, "%s%s%s", DG_OPTIONS[k].name, DG_OPTIONS[k].arg ? " " : "",
		         DG_OPTIONS[k].arg ? DG_OPTIONS[k].arg : "");
		printf("  %-34s %s\n", both, DG_OPTIONS[k].help);
	}
}

/* The index of word w in the NULL-ended list, or -1. */
static int dg_word(const char *w, const char *const *list)
{
	for (int k = 0; list[k]; k++)
		if (!strcmp(w, list[k]))
			return k;
	return -1;
}

/* A time option's value into *out (positive unless zero_ok); 0, or 2 with one line. */
static int dg_time_opt(const char *name, const char *v, int zero_ok, uint64_t *out)
{
	char err[300] = "", line[400];
	int bad = parse_time(v, 0, out, err, sizeof err);

	if (!bad && (zero_ok || *out))
		return 0;
	snprintf(line, sizeof line, "%s: %s", name, bad ? err : "must be more than 0");
	return usage_error(line);
}

/* --rate R: a decimal rounded to three places, from 0.001 to 10^9, into thousandths. */
static int dg_rate_opt(const char *v, uint64_t *out)
{
	if (dg_decimal(v, strlen(v), 3, out) || !*out || *out > UINT64_C(1000000000000)) {
		char line[300];

		snprintf(line, sizeof line, "--rate: '%s' is not a rate: requests a second from 0.001 to "
		         "1000000000, read to the thousandth (e.g. 200 or 2.5)", v);
		return usage_error(line);
	}
	return 0;
}

/*
 * One option and its value (v, NULL for none) into o; 0, or 2 with one
 * line for a value that is not one. The option's row is DG_OPTIONS[k].
 */
static int dg_set_opt(struct dg_opts *o, int k, const char *v)
{
	static const char *const FORMATS[] = { "plain", "jmeter", "hey", "vegeta-csv", "vegeta-json",
	                                       "k6", "fortio", NULL };
	static const char *const STREAMS[] = { "log", "infer", "one", NULL };
	static const char *const ENDS[] = { "start", "end", NULL };
	static const char *const RANKS[] = { "round", "ceil", NULL };
	static const char *const CLOSED[] = { "catch-up", "skip", "drift", NULL };
	static const char *const ROUTES[] = { "passes", "memory", "check", NULL };
	static const char *const *const WORDS[] = {
		FORMATS, NULL, NULL, NULL, STREAMS, ENDS, RANKS, NULL, NULL, FORMATS,
		NULL, NULL, NULL, NULL, NULL, NULL, NULL, CLOSED, ROUTES,
	};
	const char *name = DG_OPTIONS[k].name;
	int w = WORDS[k] ? dg_word(v, WORDS[k]) : 0;
	char line[300];
	uint64_t c;

	if (w < 0) {
		char words[120] = "";

		for (int j = 0; WORDS[k][j]; j++)
			snprintf(words + strlen(words), sizeof words - strlen(words), "%s%s", j ? "|" : "",
			         WORDS[k][j]);
		snprintf(line, sizeof line, "%s: '%s' is not one of its words (%s)", name, v, words);
		return usage_error(line);
	}
	switch (k) {
	case 0: o->format = (enum dg_format)w; return 0;
	case 1: return dg_rate_opt(v, &o->rate_milli);
	case 2: return dg_time_opt(name, v, 0, &o->interval_ns);
	case 3: return dg_time_opt(name, v, 0, &o->tol_ns);
	case 4: o->streams = w; return 0;
	case 5: o->jmeter_end = w; return 0;
	case 6: o->rank = (enum rank_rule)w; return 0;
	case 7: return dg_time_opt(name, v, 1, &o->slow_ns);
	case 8: o->export_to = v; return 0;
	case 9: o->sim = (enum dg_format)w; return 0;
	case 10: return dg_time_opt(name, v, 0, &o->m.service_ns);
	case 11: return dg_time_opt(name, v, 0, &o->m.interval_ns);
	case 12: return dg_time_opt(name, v, 1, &o->m.stall_ns);
	case 13: return dg_time_opt(name, v, 1, &o->m.period_ns);
	case 14: return dg_time_opt(name, v, 1, &o->m.first_stall_ns);
	case 15: return dg_time_opt(name, v, 0, &o->m.duration_ns);
	case 16:
		if (parse_uint(v, 1, 1000, &c)) {
			snprintf(line, sizeof line, "--connections: '%s' is not a whole number from 1 to 1000", v);
			return usage_error(line);
		}
		o->m.connections = c;
		return 0;
	case 17: o->m.kind = w; return 0;
	default: o->route = (enum dg_route)w; return 0;
	}
}

/* The command line into o and the list of logs; 0, -1 for --help, or 2 with one line. */
static int dg_parse_args(int argc, char **argv, struct dg_opts *o, int *first_log)
{
	char line[300];
	int i = 2;
	unsigned long given = 0;   /* bit k: DG_OPTIONS[k] was given */

	*o = (struct dg_opts){ .format = DG_AUTO, .rank = RANK_ROUND, .slow_ns = SLOW_ABOVE_NS,
	                       .streams = -1, .sim = DG_AUTO,
	                       .m = { NS_PER_MS, 5 * NS_PER_MS, STALL_NS, PERIOD_NS, FIRST_STALL_NS,
	                              QUICK_DURATION_NS, 1, 0 } };
	for (; i < argc && argv[i][0] == '-' && argv[i][1] == '-'; i++) {
		int k = 0, rc;

		if (!strcmp(argv[i], "--")) {
			i++;
			break;
		}
		while (k < DG_NOPTIONS && strcmp(argv[i], DG_OPTIONS[k].name))
			k++;
		if (k == DG_NOPTIONS) {
			snprintf(line, sizeof line, "diagnose: unknown option '%s' (see lab diagnose --help)",
			         argv[i]);
			return usage_error(line);
		}
		if (!DG_OPTIONS[k].arg)
			return -1;   /* --help */
		if (i + 1 == argc) {
			snprintf(line, sizeof line, "%s needs a value: %s", argv[i], DG_OPTIONS[k].arg);
			return usage_error(line);
		}
		if ((rc = dg_set_opt(o, k, argv[++i])))
			return rc;
		given |= 1ul << k;
	}
	/* rows 10 to 17 shape a simulated run and act only with --write-sim (row 9);
	   the others read a log, which --write-sim does not: none is ignored unsaid */
	for (int k = 0; k < DG_NOPTIONS; k++) {
		int sim_row = k >= 10 && k <= 17;

		if (!(given >> k & 1) || k == 9 || sim_row == (o->sim != DG_AUTO))
			continue;
		snprintf(line, sizeof line, "diagnose: %s %s", DG_OPTIONS[k].name,
		         sim_row ? "acts only with --write-sim" : "reads a log: it does not act with --write-sim");
		return usage_error(line);
	}
	if (o->interval_ns && o->rate_milli)
		return usage_error("diagnose: give --rate or --interval, not both");
	*first_log = i;
	return 0;
}

/* The mode's row in LAB_MODES: lab diagnose ... */
static int diagnose_claims(int argc, char **argv)
{
	return argc > 1 && !strcmp(argv[1], "diagnose");
}

static int diagnose_run(int argc, char **argv)
{
	struct dg_opts o;
	int first = argc, rc = dg_parse_args(argc, argv, &o, &first);

	if (rc < 0) {
		dg_help();
		return 0;
	}
	if (rc)
		return rc;
	if (o.sim != DG_AUTO) {
		if (first < argc)
			return usage_error("diagnose --write-sim writes to stdout and reads no LOG");
		if (o.m.kind && o.m.connections > 1)
			return usage_error("diagnose --write-sim: --closed skip and drift take one connection");
		return dg_write_sim(&o);
	}
	if (first == argc)
		return usage_error("diagnose: no LOG given (see lab diagnose --help)");
	if (o.export_to && argc - first > 1)
		return usage_error("diagnose --export takes one LOG");
	for (int i = first; i < argc && !rc; i++)
		rc = dg_diagnose_file(argv[i], &o);
	return rc;
}
