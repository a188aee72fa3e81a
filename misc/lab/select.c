/*
 * misc/lab/select.c: exact percentiles of a run that is walked again
 * rather than kept.
 *
 * A walk hands each sample to a selection; at the walk's end the selection
 * says which percentiles it has found and, for the rest, the narrower
 * windows the next walk must count. struct select finds the percentiles
 * of a set of values (the closed and open sets, and the omission views);
 * struct cqr those of the corrected set, from the closed values by
 * quotient and remainder over the expected interval, never writing a term
 * out. Both start from HdrHistogram's log-linear buckets and take
 * first-pass guesses (struct guess, --guess-entries) that find most
 * percentiles in one walk.
 *
 * Owns: struct guess, struct select, struct cqr, runs_of, and the
 * self-test that holds them to sorting and to writing every term out
 * (passes_self_test). May call: bench.c (summaries, the rank rule,
 * corrected_count). Called by passes.c (the walks and their reps),
 * omissions.c (the views of a long run) and users.c (a long run of
 * users); runs.c's lab_self_test calls passes_self_test.
 */

/* ------------------------------------------------------------------ */
/* Passes: exact percentiles of a run walked again                     */
/* ------------------------------------------------------------------ */

/*
 * A run too long to keep is walked again instead: the simulation is
 * deterministic, so a second walk gives the same samples, and walking is
 * cheaper than storing. The first pass takes the exact count, sum, slow
 * count, minimum and maximum, and counts the samples in log-linear buckets
 * (HdrHistogram's layout): exact below 2^14 ns, above that 2^13 buckets
 * for each power of two, so a bucket is at most 1/8192 of its values wide.
 * The bucket each percentile's rank falls in is a window known to hold
 * it. Each later pass counts the samples in each of SELECT_BINS equal bins
 * of every window still open; the bin the rank falls in is the next
 * window, SELECT_BINS times narrower, and the counts before it say how many
 * samples lie below. A window one nanosecond a bin gives the value itself.
 * Percentiles that share a window share its counters. Values below 2^30 ns
 * (about a second) take two passes, below 2^46 ns three: memory is a
 * fixed number of counters a set, whatever the length of the run.
 */

enum {
	SELECT_SHIFT = 16, SELECT_BINS = 1 << SELECT_SHIFT,
	LOG_SUB = 14, LOG_HALF = 1 << (LOG_SUB - 1),
	LOG_BUCKETS = (64 - LOG_SUB + 2) * LOG_HALF,
};

/* The log-linear bucket of v, and the first value and width (as a shift) of bucket k. */
static inline uint64_t log_bucket(uint64_t v)
{
	unsigned s;

	if (v < 2 * LOG_HALF)
		return v;
	s = (unsigned)(64 - __builtin_clzll(v)) - LOG_SUB;
	return (uint64_t)s * LOG_HALF + (v >> s);
}

static uint64_t log_bucket_lo(uint64_t k, unsigned *shift)
{
	if (k < 2 * LOG_HALF) {
		*shift = 0;
		return k;
	}
	*shift = (unsigned)(k / LOG_HALF) - 1;
	return (k - (uint64_t)*shift * LOG_HALF) << *shift;
}

/*
 * A guessed window: one pass can often find a percentile exactly. Beside
 * the first pass's buckets, each percentile keeps every value it sees in
 * one range [lo, hi] and counts the weight it sees below lo; values above
 * hi are dropped. The range starts as everything and only ever narrows,
 * so at every moment every value seen in [lo, hi] is held and `below`
 * values lie under it. At the pass's end rank r is found exactly if
 * below < r <= below + the weight held; otherwise the guess failed (the
 * run's late values moved the rank out of the range its early ones chose)
 * and the percentile narrows in later passes as before. A guess decides
 * only where to look, never what is found: the counts are the run's own.
 * (It is Floyd and Rivest's selection with the sample taken from the
 * stream itself.)
 *
 * The values are held in one of two ways. At first as a list of entries,
 * a value and its weight (a run of equal values is one entry): when the
 * list fills, it is sorted, equal values merged, and the range narrowed
 * around the percentile's share of the weight seen so far (guess_narrow
 * says how far). Or as counters, one a nanosecond over a range twice as
 * many nanoseconds wide as the list had entries (the counters take the
 * room of its values and of its weights, one allocation): a dense
 * neighbourhood (a service time every request shares, a Poisson run's
 * median) fits in it, is counted without sorting, and never fills. A
 * narrowing moves to counters when they keep enough weight on each side
 * of the target (see guess_narrow).
 *
 * For the corrected set the values are the terms a closed value stands
 * for: v = k e + r stands for r + e, ..., r + k e, spread e apart, so only
 * the few within [lo, hi] are added, and those below are counted from
 * lo's quotient and remainder over e.
 */
struct guess {
	uint64_t lo, hi;          /* every value seen in [lo, hi] is held */
	uint64_t loq, lor, hiq, hir; /* terms: lo and hi over e, quotient and remainder */
	uint64_t below;           /* weight seen below lo */
	uint64_t n, cap;          /* list: entries held, and room for them (counters: 2 cap) */
	int dense;                /* 0: a list; 1: counters, v[x - lo] the weight of x */
	int given_up;             /* one value's terms would not fit: no guess (later walks) */
	uint64_t pct_milli;       /* the percentile (PCT_MILLI) it looks for */
	uint64_t e;               /* the corrected set's interval (its values are terms); 0: none */
	uint64_t *v, *w;          /* the list's values and weights (w = v + cap), or the counters */
};

/* Room for cap entries (0: no guess). Returns 0 or ERR_OOM. */
static int guess_init(struct guess *g, uint64_t cap, uint64_t e, uint64_t pct_milli)
{
	memset(g, 0, sizeof *g);
	g->hi = UINT64_MAX;
	g->cap = cap;
	g->pct_milli = pct_milli;
	g->e = e;
	if (e) {
		g->hiq = UINT64_MAX / e;
		g->hir = UINT64_MAX % e;
	}
	if (!cap)
		return 0;
	g->v = malloc(2 * cap * sizeof *g->v);
	g->w = g->v ? g->v + cap : NULL;
	return g->v ? 0 : ERR_OOM;
}

static void guess_free(struct guess *g)
{
	free(g->v);
	g->v = g->w = NULL;
	g->cap = g->n = 0;
}

/*
 * Sorts the list by value (least significant byte first, over the bytes
 * that differ) and merges equal values; tv and tw have room for cap each.
 */
static void guess_sort(struct guess *g, uint64_t *tv, uint64_t *tw)
{
	uint64_t lo = UINT64_MAX, hi = 0, *v = g->v, *w = g->w, n = g->n, k = 0;

	for (uint64_t i = 0; i < n; i++) {
		lo = min_u64(lo, v[i]);
		hi = max_u64(hi, v[i]);
	}
	for (unsigned sh = 0; n > 1 && sh < 64 && (hi - lo) >> sh; sh += 8) {
		uint64_t at[257] = { 0 }, *t;

		for (uint64_t i = 0; i < n; i++)
			at[((v[i] - lo) >> sh & 255) + 1]++;
		for (int b = 0; b < 256; b++)
			at[b + 1] += at[b];
		for (uint64_t i = 0; i < n; i++) {
			uint64_t d = at[(v[i] - lo) >> sh & 255]++;

			tv[d] = v[i];
			tw[d] = w[i];
		}
		t = v, v = tv, tv = t;
		t = w, w = tw, tw = t;
	}
	if (v != g->v) {
		memcpy(g->v, v, n * sizeof *v);
		memcpy(g->w, w, n * sizeof *w);
	}
	for (uint64_t i = 0; i < n; i++) {
		if (k && g->v[k - 1] == g->v[i]) {
			g->w[k - 1] += g->w[i];
			continue;
		}
		g->v[k] = g->v[i];
		g->w[k++] = g->w[i];
	}
	g->n = k;
}

/* lo and hi as quotient and remainder over e, for the terms' arithmetic. */
static void guess_bounds(struct guess *g)
{
	const uint64_t e = g->e;

	if (!e)
		return;
	g->loq = g->lo / e;
	g->lor = g->lo % e;
	g->hiq = g->hi / e;
	g->hir = g->hi % e;
}

/* The weight of the sorted list's entries [from, to). */
static uint64_t guess_weight(const struct guess *g, uint64_t from, uint64_t to)
{
	uint64_t sum = 0;

	for (uint64_t i = from; i < to; i++)
		sum += g->w[i];
	return sum;
}

/*
 * The list is full: sorts and merges it, then narrows the range around the
 * target rank (the percentile's share of the total weight seen so far).
 * Each side keeps want = 8 sqrt(total) of weight where it can: the rank's
 * own drift over the rest of a run of N is about sqrt(N) / 2, and a
 * margin of want now is want N / total by the end. A range no wider than
 * that takes fewer values later. The list keeps at most a quarter of its
 * room on each side; counters are taken when they keep a quarter of what
 * the list would on each side (or of want).
 */
static void guess_narrow(struct guess *g, uint64_t total, uint64_t *tv, uint64_t *tw)
{
	uint64_t at = 0, seen = g->below, half = g->cap / 4, first, end, lbelow, lupto;
	uint64_t target = max_u64(1, (uint64_t)((u128)total * g->pct_milli / 100000));
	uint64_t want = (uint64_t)(8 * sqrt((double)total)) + 1, dlo, dhi, dfirst, dend, dbelow, dupto;

	guess_sort(g, tv, tw);
	while (at + 1 < g->n && seen + g->w[at] < target)
		seen += g->w[at++];
	/* counters: 2 cap nanoseconds around the target's value, within [lo, hi] */
	dlo = max_u64(g->lo, g->v[at] > g->cap ? g->v[at] - g->cap : 0);
	dhi = dlo + (2 * g->cap - 1) < dlo ? UINT64_MAX : min_u64(g->hi, dlo + (2 * g->cap - 1));
	dbelow = seen;
	for (dfirst = at; dfirst > 0 && g->v[dfirst - 1] >= dlo; dfirst--)
		dbelow -= g->w[dfirst - 1];
	for (dend = at; dend < g->n && g->v[dend] <= dhi; dend++)
		;
	/* the list: out from the target entry until each side keeps want, or half the room */
	lbelow = seen;
	for (first = at; first > 0 && at - first < half && target - min_u64(target, lbelow) < want; )
		lbelow -= g->w[--first];
	lupto = seen + g->w[at];
	for (end = at + 1; end < g->n && end - at <= half && lupto - min_u64(lupto, target) < want; )
		lupto += g->w[end++];
	/*
	 * Counters if they keep a quarter of what the list would on each side
	 * (or want): their margins grow as the run goes on, the list's do not.
	 */
	dupto = dbelow + guess_weight(g, dfirst, dend);
	if (target > dbelow && target <= dupto &&
	    target - dbelow >= min_u64(want, target - min_u64(target, lbelow)) / 4 &&
	    dupto - target >= min_u64(want, lupto - min_u64(lupto, target)) / 4) {
		memcpy(tv, g->v, g->n * sizeof *tv);
		memcpy(tw, g->w, g->n * sizeof *tw);
		memset(g->v, 0, 2 * g->cap * sizeof *g->v);
		for (uint64_t i = dfirst; i < dend; i++)
			g->v[tv[i] - dlo] = tw[i];
		g->below = dbelow;
		g->lo = dlo;
		g->hi = dhi;
		g->dense = 1;
		guess_bounds(g);
		return;
	}
	g->below = lbelow;
	if (first > 0)
		g->lo = g->v[first];
	if (end < g->n)
		g->hi = g->v[end - 1];
	g->n = end - first;
	memmove(g->v, g->v + first, g->n * sizeof *g->v);
	memmove(g->w, g->w + first, g->n * sizeof *g->w);
	guess_bounds(g);
}

/* Holds m of x, lo <= x <= hi, narrowing first if the list is full (total for that). */
static void guess_hold(struct guess *g, uint64_t x, uint64_t m, uint64_t total, uint64_t *tv,
                       uint64_t *tw)
{
	if (g->dense) {
		g->v[x - g->lo] += m;
		return;
	}
	if (g->n == g->cap) {
		guess_narrow(g, total, tv, tw);
		if (x < g->lo) {
			g->below += m;
			return;
		}
		if (x > g->hi)
			return;
		if (g->dense) {
			g->v[x - g->lo] += m;
			return;
		}
	}
	g->v[g->n] = x;
	g->w[g->n++] = m;
}

/* m samples of v. */
static inline void guess_add(struct guess *g, uint64_t v, uint64_t m, uint64_t total,
                             uint64_t *tv, uint64_t *tw)
{
	if (g->given_up)
		return;
	if (v - g->lo <= g->hi - g->lo)    /* v in [lo, hi]: below lo, v - lo wraps */
		guess_hold(g, v, m, total, tv, tw);
	else
		g->below += v < g->lo ? m : 0;
}

/*
 * How many of the terms r + j e, j = 1..k, lie below the range (which
 * starts at q e + rem): q, less one if r is at or past rem. Written
 * without a branch, as r against rem is a coin toss from value to value.
 */
static inline uint64_t terms_below(uint64_t k, uint64_t r, uint64_t q, uint64_t rem)
{
	return min_u64(k, q - (uint64_t)((r >= rem) & (q != 0)));
}

/* How many of them lie at or below q e + rem: q, less one if r is past rem. */
static inline uint64_t terms_upto(uint64_t k, uint64_t r, uint64_t q, uint64_t rem)
{
	return min_u64(k, q - (uint64_t)((r > rem) & (q != 0)));
}

/*
 * After a narrowing, the range may have moved up past terms j + 1 .. of
 * the value: those now below it are counted. Returns the terms counted or
 * held so far.
 */
static inline uint64_t guess_skip_below(struct guess *g, uint64_t k, uint64_t r, uint64_t m,
                                        uint64_t j)
{
	uint64_t now = terms_below(k, r, g->loq, g->lor);

	if (now <= j)
		return j;
	g->below += m * (now - j);
	return now;
}

/* guess_add_terms for terms j + 1 .. of a value, the first of which lies in the range. */
static NOINLINE void guess_hold_terms(struct guess *g, uint64_t k, uint64_t r, uint64_t e,
                                      uint64_t m, uint64_t total, uint64_t *tv, uint64_t *tw,
                                      uint64_t j)
{
	uint64_t top;

	while (j < (top = terms_upto(k, r, g->hiq, g->hir))) {
		/*
		 * A list takes a value's terms one by one: more than half its room
		 * from one value (a latency of many intervals, early in the run) and
		 * the guess gives up rather than narrow through them all.
		 */
		if (!g->dense && top - j > g->cap / 2 && g->n + (top - j) > g->cap) {
			if (g->n > g->cap / 2)
				guess_narrow(g, total, tv, tw);
			j = guess_skip_below(g, k, r, m, j);
			top = terms_upto(k, r, g->hiq, g->hir);
			if (!g->dense && top > j && top - j > g->cap - g->n) {
				g->given_up = 1;
				return;
			}
			continue;
		}
		if (g->dense || g->n < g->cap) {
			guess_hold(g, r + ++j * e, m, total, tv, tw);
			continue;
		}
		guess_narrow(g, total, tv, tw);
		j = guess_skip_below(g, k, r, m, j);
	}
}

/*
 * m closed values v = k e + r, k >= 1: their terms r + j e, j = 1..k. Most
 * values have none in a narrowed range: the count below is all they give.
 */
static inline void guess_add_terms(struct guess *g, uint64_t k, uint64_t r, uint64_t e,
                                   uint64_t m, uint64_t total, uint64_t *tv, uint64_t *tw)
{
	uint64_t j;

	if (g->given_up)
		return;
	j = terms_below(k, r, g->loq, g->lor);
	g->below += m * j;
	if (j < terms_upto(k, r, g->hiq, g->hir))
		guess_hold_terms(g, k, r, e, m, total, tv, tw, j);
}

/* The value at rank r (1-based), if the guess holds it: 1 and *value, or 0. */
static int guess_found(struct guess *g, uint64_t r, uint64_t *value, uint64_t *tv, uint64_t *tw)
{
	uint64_t seen = g->below, n;

	if (!g->cap || g->given_up || r <= g->below)
		return 0;
	if (!g->dense)
		guess_sort(g, tv, tw);    /* merging equal values shortens the list */
	n = g->dense ? 2 * g->cap : g->n;
	for (uint64_t i = 0; i < n; i++) {
		uint64_t w = g->dense ? g->v[i] : g->w[i];

		if (r - seen <= w) {
			*value = g->dense ? g->lo + i : g->v[i];
			return 1;
		}
		seen += w;
	}
	return 0;
}

struct select {
	u128 n, sum;
	uint64_t slow, min, max;
	uint64_t slow_ns;
	enum rank_rule rule;
	unsigned passes;         /* passes finished */
	int open;                /* percentiles not yet found (1 before the first pass ends) */
	uint64_t rank[NPCT], value[NPCT];
	uint64_t below[NPCT];    /* samples below window j */
	uint64_t lo[NPCT];       /* window j starts here, */
	unsigned shift[NPCT];    /* and each of its bins is 2^shift[j] ns wide */
	int found[NPCT];
	int nwin, win[NPCT];     /* the distinct windows still open: their first j */
	int of[NPCT];            /* percentile j counts in the window of percentile of[j] */
	uint64_t *count;         /* NPCT x SELECT_BINS */
	uint64_t *hist;          /* the first pass's LOG_BUCKETS */
	struct guess g[NPCT];    /* the first pass's guessed windows */
	uint64_t *tv, *tw;       /* room to sort a guess's entries */
	int own_room;            /* 1: tv and tw are this select's to free */
	unsigned guessed;        /* percentiles a guess found */
};

/*
 * The guesses' entries, cap each (0: no guesses), and room to sort them:
 * room's two arrays of cap if given (a sort needs it only while it runs,
 * so every selection one thread feeds can share it), else their own, and
 * then *own is set. Returns 0 or ERR_OOM.
 */
static int guesses_init(struct guess *g, uint64_t **tv, uint64_t **tw, int *own, uint64_t cap,
                        uint64_t e, uint64_t *const room[2])
{
	int bad = 0;

	for (int j = 0; j < NPCT; j++)
		bad |= guess_init(&g[j], cap, e, PCT_MILLI[j]);
	*own = cap && !room;
	*tv = !cap ? NULL : room ? room[0] : malloc(cap * sizeof **tv);
	*tw = !cap ? NULL : room ? room[1] : malloc(cap * sizeof **tw);
	return bad || (cap && (!*tv || !*tw)) ? ERR_OOM : 0;
}

static void guesses_free(struct guess *g, uint64_t **tv, uint64_t **tw, int *own)
{
	for (int j = 0; j < NPCT; j++)
		guess_free(&g[j]);
	if (*own) {
		free(*tv);
		free(*tw);
	}
	*tv = *tw = NULL;
	*own = 0;
}

static int select_init(struct select *s, uint64_t slow_ns, enum rank_rule rule, uint64_t guess,
                       uint64_t *const room[2])
{
	memset(s, 0, sizeof *s);
	s->slow_ns = slow_ns;
	s->rule = rule;
	s->min = UINT64_MAX;
	s->open = 1;
	s->hist = calloc(LOG_BUCKETS, sizeof *s->hist);
	s->count = calloc((size_t)NPCT * SELECT_BINS, sizeof *s->count);
	return guesses_init(s->g, &s->tv, &s->tw, &s->own_room, guess, 0, room) || !s->hist ||
	       !s->count ? -1 : 0;
}

static void select_free(struct select *s)
{
	free(s->count);
	free(s->hist);
	s->count = s->hist = NULL;
	guesses_free(s->g, &s->tv, &s->tw, &s->own_room);
}

/* Whether another pass is needed. */
static int select_open(const struct select *s)
{
	return s->open > 0;
}

/*
 * After the first pass: counts m samples of value v in every open window.
 * Adding m at once is adding one m times: every field is a count or a sum,
 * kept modulo its width either way (the first pass is select_add_runs').
 */
static inline void select_add(struct select *s, uint64_t v, uint64_t m)
{
	for (int w = 0; w < s->nwin; w++) {
		int j = s->win[w];
		uint64_t b = (v - s->lo[j]) >> s->shift[j];  /* wraps to a huge b below lo */

		if (b < SELECT_BINS)
			s->count[(size_t)j * SELECT_BINS + b] += m;
	}
}

/* The length of the run of values equal to v[0] that starts v[0..n). */
static inline uint64_t run_length(const uint64_t *v, uint64_t n)
{
	uint64_t m = 1;

	while (m < n && v[m] == v[0])
		m++;
	return m;
}

/*
 * Folds v[0..n) into its runs of equal values, in place: v[r] and cnt[r]
 * for r < the count returned (a closed loop's chunk is mostly one run).
 */
static uint64_t runs_of(uint64_t *v, uint64_t *cnt, uint64_t n)
{
	uint64_t nr = 0;

	for (uint64_t i = 0, m; i < n; i += m) {
		m = run_length(v + i, n - i);
		v[nr] = v[i];
		cnt[nr++] = m;
	}
	return nr;
}

/*
 * nr runs, value v[r] cnt[r] times. In the first pass each guess then
 * takes the runs in one loop of its own (the maximum needs none).
 */
static void select_add_runs(struct select *s, const uint64_t *v, const uint64_t *cnt, uint64_t nr)
{
	const uint64_t before = (uint64_t)s->n;   /* the weight seen before these runs */

	if (s->passes > 0) {
		for (uint64_t r = 0; r < nr; r++)
			select_add(s, v[r], cnt[r]);
		return;
	}
	/* select_add's first pass, its sums kept in registers (a store to hist could be one to s) */
	u128 n = s->n, sum = s->sum;
	uint64_t slow = s->slow, lo = s->min, hi = s->max, *hist = s->hist;

	for (uint64_t r = 0; r < nr; r++) {
		uint64_t x = v[r], m = cnt[r];

		n += m;
		sum += (u128)x * m;
		slow += x > s->slow_ns ? m : 0;
		lo = min_u64(lo, x);
		hi = max_u64(hi, x);
		hist[log_bucket(x)] += m;
	}
	s->n = n;
	s->sum = sum;
	s->slow = slow;
	s->min = lo;
	s->max = hi;
	for (int j = 0; s->tv && j < PCT_MAX; j++) {
		struct guess *g = &s->g[j];
		uint64_t total = before, from = g->lo, span = g->hi - g->lo, below = g->below;

		for (uint64_t r = 0; r < nr; r++) {
			uint64_t x = v[r], m = cnt[r];

			total += m;
			if (x - from > span) {         /* outside [lo, hi]: below lo, x - lo wraps */
				below += x < from ? m : 0;
				continue;
			}
			g->below = below;
			guess_hold(g, x, m, total, s->tv, s->tw);
			from = g->lo;
			span = g->hi - g->lo;
			below = g->below;
		}
		g->below = below;
	}
}

/* Lists the distinct open windows; a percentile in a listed window counts there. */
static void select_windows(struct select *s)
{
	s->nwin = 0;
	for (int j = 0; j < NPCT; j++) {
		if (s->found[j])
			continue;
		s->of[j] = j;
		for (int w = 0; w < s->nwin; w++)
			if (s->lo[s->win[w]] == s->lo[j] && s->shift[s->win[w]] == s->shift[j])
				s->of[j] = s->win[w];
		if (s->of[j] == j)
			s->win[s->nwin++] = j;
	}
}

/* Bins of 2^shift for a window 2^width wide: at most SELECT_BINS of them. */
static unsigned bins_shift(unsigned width)
{
	return width > SELECT_SHIFT ? width - SELECT_SHIFT : 0;
}

/*
 * The first of the n counts c[] at which *seen (the count below c[0])
 * reaches rank, and *seen the count below it; n if none does. A window
 * narrows to that bin: its counts before it lie below.
 */
static uint64_t bin_reaching(const uint64_t *c, uint64_t n, uint64_t rank, uint64_t *seen)
{
	uint64_t b = 0, below = *seen;

	while (b < n && below + c[b] < rank)
		below += c[b++];
	*seen = below;
	return b;
}

/*
 * A window (its start, bin width and count below) narrowed to its bin b,
 * seen below that bin. Returns 1 if the bin was one value wide (the window
 * is then that value: its start); else 0, the bins made narrower.
 */
static int window_narrow(uint64_t *lo, unsigned *shift, uint64_t *below, uint64_t b,
                         uint64_t seen)
{
	*lo += b << *shift;
	*below = seen;
	if (*shift == 0)
		return 1;
	*shift = bins_shift(*shift);
	return 0;
}

/* Zeroes the n rows of counts listed in rows[]. */
static void rows_clear(uint64_t *count, const int *rows, int n)
{
	for (int w = 0; w < n; w++)
		memset(count + (size_t)rows[w] * SELECT_BINS, 0, SELECT_BINS * sizeof *count);
}

/*
 * A rank that no bin of its window holds: the schedule failed between the
 * passes (ERR_FAULT: the run ends and says how), or two walks saw
 * different samples, an internal error that aborts the run.
 */
static int window_missed(const char *of, uint64_t rank)
{
	if (fault_rc(0))
		return ERR_FAULT;
	fprintf(stderr, "lab: internal error: rank %" PRIu64 " %sis not in its window "
	        "(the passes saw different samples)\n", rank, of);
	abort();
}

/*
 * Each percentile's rank among n values, by rule. Returns 0, or ERR_RANGE
 * if n does not fit in 64 bits (and then sets none).
 */
static int ranks_of(u128 n, enum rank_rule rule, uint64_t rank[NPCT])
{
	if (n > UINT64_MAX)
		return ERR_RANGE;
	for (int j = 0; j < NPCT; j++)
		rank[j] = rank_of(PCT_MILLI[j], (uint64_t)n, rule);
	return 0;
}

/*
 * Ends a pass: sets the windows after the first, narrows them after the
 * others. Returns 0; ERR_RANGE if the count does not fit in 64 bits (the
 * sum, 128 bits, always does); ERR_FAULT if the schedule failed between
 * the passes (run_fault says how). A rank outside its window means two
 * walks saw different samples: an internal error, and the run aborts.
 */
static int select_end_pass(struct select *s)
{
	if (s->passes++ == 0) {
		if (ranks_of(s->n, s->rule, s->rank))
			return ERR_RANGE;
		s->open = 0;
		for (int j = 0; j < NPCT; j++) {
			uint64_t k, seen = 0;

			s->found[j] = s->n == 0 || s->rank[j] == s->n || s->rank[j] == 1;
			s->value[j] = s->n == 0 ? 0 : s->rank[j] == 1 ? s->min : s->max;
			if (s->found[j])
				continue;
			k = bin_reaching(s->hist, LOG_BUCKETS, s->rank[j], &seen);
			if (k == LOG_BUCKETS)
				return window_missed("", s->rank[j]);
			s->below[j] = seen;
			s->lo[j] = log_bucket_lo(k, &s->shift[j]);
			if (s->shift[j] == 0) {
				s->value[j] = s->lo[j];
				s->found[j] = 1;
				continue;
			}
			if (guess_found(&s->g[j], s->rank[j], &s->value[j], s->tv, s->tw)) {
				s->found[j] = 1;
				s->guessed++;
				continue;
			}
			s->shift[j] = bins_shift(s->shift[j]);
			s->open++;
		}
		free(s->hist);
		s->hist = NULL;
		guesses_free(s->g, &s->tv, &s->tw, &s->own_room);
		select_windows(s);
		return 0;
	}
	for (int j = 0; j < NPCT; j++) {
		uint64_t seen = s->below[j], b;

		if (s->found[j])
			continue;
		b = bin_reaching(s->count + (size_t)s->of[j] * SELECT_BINS, SELECT_BINS, s->rank[j],
		                 &seen);
		if (b == SELECT_BINS)
			return window_missed("", s->rank[j]);
		if (window_narrow(&s->lo[j], &s->shift[j], &s->below[j], b, seen)) {
			s->value[j] = s->lo[j];
			s->found[j] = 1;
			s->open--;
		}
	}
	/* clear only the rows this pass counted in: the rest were never touched */
	rows_clear(s->count, s->win, s->nwin);
	select_windows(s);
	return 0;
}

/* A summary of n values summing to sum, slow of them slow, percentiles value[]. */
static void summary_fill(struct summary *out, u128 n, u128 sum, uint64_t slow,
                         const uint64_t value[NPCT])
{
	memset(out, 0, sizeof *out);
	out->n = (uint64_t)n;
	out->sum_ns = sum;
	out->slow = slow;
	memcpy(out->pct_ns, value, sizeof out->pct_ns);
}

static void select_summary(const struct select *s, struct summary *out)
{
	summary_fill(out, s->n, s->sum, s->slow, s->value);
}

/*
 * The corrected set in passes, by quotient and remainder (see
 * corrected_summarise, which does it in memory). The first pass takes the
 * count, sum and slow count, the values below e, and each value's k in
 * log-linear buckets with the sum of k a bucket: the terms up to a
 * quotient q are n0 + (sum of k <= q) + q * (values with k > q), so the
 * bucket holding each rank's quotient is known. Later passes narrow that
 * window over k as the select passes narrow theirs over values, then, the
 * quotient found, a window over the remainders of the values that reach
 * it. Memory: a fixed number of counters a percentile.
 */
struct cqr {
	uint64_t e, slow_ns;
	enum rank_rule rule;
	unsigned passes;          /* passes finished */
	int open;                 /* percentiles not yet found (1 before the first pass ends) */
	u128 n, sum, le_slow;
	uint64_t n0, nv;          /* values below e; values at or above e */
	uint64_t rank[NPCT], value[NPCT];
	int found[NPCT];
	int on_r[NPCT];           /* 0: the window is over k, 1: over remainders (q found) */
	uint64_t q[NPCT];         /* the quotient, once found */
	uint64_t want[NPCT];      /* on_r: the rank among the remainders */
	uint64_t lo[NPCT];        /* the window starts here, each bin 2^shift wide */
	unsigned shift[NPCT];
	uint64_t below[NPCT];     /* over k: terms of quotient below the window; over r: remainders below it */
	uint64_t reach[NPCT];     /* over k: values with k at or above the window */
	uint64_t *cnt, *ksum;     /* NPCT x SELECT_BINS, after the first pass */
	uint64_t *hcnt, *hsum;    /* the first pass's LOG_BUCKETS over k */
	struct guess g[NPCT];     /* the first pass's guessed windows over the terms */
	uint64_t *tv, *tw;
	int own_room;
	unsigned guessed;         /* percentiles a guess found */
};

static int cqr_init(struct cqr *c, uint64_t e, uint64_t slow_ns, enum rank_rule rule,
                    uint64_t guess, uint64_t *const room[2])
{
	memset(c, 0, sizeof *c);
	c->e = e;
	c->slow_ns = slow_ns;
	c->rule = rule;
	c->open = 1;
	c->hcnt = calloc(LOG_BUCKETS, sizeof *c->hcnt);
	c->hsum = calloc(LOG_BUCKETS, sizeof *c->hsum);
	return guesses_init(c->g, &c->tv, &c->tw, &c->own_room, guess, e, room) || !c->hcnt ||
	       !c->hsum ? ERR_OOM : 0;
}

static void cqr_free(struct cqr *c)
{
	free(c->hcnt);
	free(c->hsum);
	free(c->cnt);
	free(c->ksum);
	c->hcnt = c->hsum = c->cnt = c->ksum = NULL;
	guesses_free(c->g, &c->tv, &c->tw, &c->own_room);
}

static int cqr_open(const struct cqr *c)
{
	return c->open > 0;
}

/*
 * The first pass over nr runs, value v[i] cnt[i] times: the exact count,
 * sum and slow count, the buckets over k, and the guesses. The sums are
 * kept in registers while it goes (a store to a bucket could otherwise be
 * one to c, and the compiler would read them again each run).
 */
static void cqr_first_runs(struct cqr *c, const uint64_t *vs, const uint64_t *cnt, uint64_t nr)
{
	const uint64_t e = c->e, slow = c->slow_ns;
	u128 n = c->n, sum = c->sum, le_slow = c->le_slow;
	uint64_t n0 = c->n0, nv = c->nv, *hcnt = c->hcnt, *hsum = c->hsum;

	for (uint64_t i = 0; i < nr; i++) {
		/* one division a value: its quotient and remainder */
		const uint64_t v = vs[i], m = cnt[i], k = v / e, r = v - k * e;

		n += (u128)m * (v < e ? 1 : k);
		/* corrected_sum and corrected_le, with k and r at hand */
		sum += (u128)m * (v < e ? v : (u128)k * r + (u128)(v - r) * (k + 1) / 2);
		le_slow += (u128)m * (v < e ? v <= slow : slow >= v ? k : slow < r + e ? 0 : (slow - r) / e);
		for (int j = 0; c->tv && j < NPCT; j++) {
			if (v < e)
				guess_add(&c->g[j], v, m, (uint64_t)n, c->tv, c->tw);
			else
				guess_add_terms(&c->g[j], k, r, e, m, (uint64_t)n, c->tv, c->tw);
		}
		if (v < e) {
			n0 += m;
			continue;
		}
		nv += m;
		hcnt[log_bucket(k)] += m;
		hsum[log_bucket(k)] += m * k;
	}
	c->n = n;
	c->sum = sum;
	c->le_slow = le_slow;
	c->n0 = n0;
	c->nv = nv;
}

/* Counts m closed-loop values v (as select_add: m at once is one m times). */
static void cqr_add_n(struct cqr *c, uint64_t v, uint64_t m)
{
	if (c->passes == 0) {
		cqr_first_runs(c, &v, &m, 1);
		return;
	}
	/* one division a value: every later pass needs its quotient, most its remainder */
	const uint64_t e = c->e, k = v / e, r = v - k * e;

	for (int j = 0; j < NPCT; j++) {
		uint64_t x, b;

		if (c->found[j])
			continue;
		if (!c->on_r[j]) {
			if (v < e || (b = (k - c->lo[j]) >> c->shift[j]) >= SELECT_BINS)
				continue;     /* below the window, b wraps to a huge number */
			c->cnt[(size_t)j * SELECT_BINS + b] += m;
			c->ksum[(size_t)j * SELECT_BINS + b] += m * k;
			continue;
		}
		if (c->q[j] == 0 ? v >= e : v < e || k < c->q[j])
			continue;
		x = c->q[j] == 0 ? v : r;
		b = (x - c->lo[j]) >> c->shift[j];
		if (b < SELECT_BINS)
			c->cnt[(size_t)j * SELECT_BINS + b] += m;
	}
}

static void cqr_add(struct cqr *c, uint64_t v)
{
	cqr_add_n(c, v, 1);
}

/* Percentile j's quotient is q: its window moves to the remainders. */
static void cqr_on_r(struct cqr *c, int j, uint64_t q, uint64_t want)
{
	unsigned bits = 0;

	while (bits < 64 && (c->e - 1) >> bits)
		bits++;       /* remainders (and values below e) lie in [0, 2^bits) */
	c->on_r[j] = 1;
	c->q[j] = q;
	c->want[j] = want;
	c->lo[j] = 0;
	c->below[j] = 0;
	c->shift[j] = bins_shift(bits);
}

/* The first pass's end: each rank's quotient bucket, from the buckets over k. */
static int cqr_first_end(struct cqr *c)
{
	if (ranks_of(c->n, c->rule, c->rank))
		return ERR_RANGE;
	c->open = 0;
	for (int j = 0; j < NPCT; j++) {
		uint64_t rank = c->rank[j], cum_cnt = 0, cum_sum = c->n0, b = 0;
		unsigned shift;

		if (c->n == 0) {
			c->found[j] = 1;
			continue;
		}
		if (guess_found(&c->g[j], rank, &c->value[j], c->tv, c->tw)) {
			c->found[j] = 1;
			c->guessed++;
			continue;
		}
		c->open++;
		if (rank <= c->n0) {
			cqr_on_r(c, j, 0, rank);
			continue;
		}
		for (;; b++) {   /* the quotient bucket: terms up to its top reach the rank */
			uint64_t lo = log_bucket_lo(b, &shift), hi = lo + ((UINT64_C(1) << shift) - 1);
			u128 upto = (u128)cum_sum + c->hsum[b] + (u128)hi * (c->nv - cum_cnt - c->hcnt[b]);

			if (upto >= rank)
				break;
			cum_cnt += c->hcnt[b];
			cum_sum += c->hsum[b];
		}
		c->lo[j] = log_bucket_lo(b, &shift);
		c->below[j] = cum_sum;
		c->reach[j] = c->nv - cum_cnt;
		if (shift == 0)
			cqr_on_r(c, j, c->lo[j], rank - cum_sum - (c->lo[j] - 1) * c->reach[j]);
		else
			c->shift[j] = bins_shift(shift);
	}
	free(c->hcnt);
	free(c->hsum);
	c->hcnt = c->hsum = NULL;
	guesses_free(c->g, &c->tv, &c->tw, &c->own_room);
	c->cnt = calloc((size_t)NPCT * SELECT_BINS, sizeof *c->cnt);
	c->ksum = calloc((size_t)NPCT * SELECT_BINS, sizeof *c->ksum);
	return c->cnt && c->ksum ? 0 : ERR_OOM;
}

/* Ends a pass: narrows each open window. Returns 0, ERR_RANGE, ERR_OOM or ERR_FAULT. */
static int cqr_end_pass(struct cqr *c)
{
	int in_cnt[NPCT], in_ksum[NPCT], ncnt = 0, nksum = 0;   /* rows counted in this pass */

	if (c->passes++ == 0)
		return cqr_first_end(c);
	for (int j = 0; j < NPCT; j++) {
		if (!c->found[j])
			in_cnt[ncnt++] = j;
		if (!c->found[j] && !c->on_r[j])
			in_ksum[nksum++] = j;
	}
	for (int j = 0; j < NPCT; j++) {
		uint64_t *cn = c->cnt + (size_t)j * SELECT_BINS, *ks = c->ksum + (size_t)j * SELECT_BINS;
		uint64_t b = 0, seen = c->below[j], gone = 0;

		if (c->found[j])
			continue;
		if (!c->on_r[j]) {
			/* the first bin whose top quotient's terms reach the rank */
			for (; b < SELECT_BINS; b++) {
				uint64_t hi = c->lo[j] + (b << c->shift[j]) + ((UINT64_C(1) << c->shift[j]) - 1);

				if ((u128)seen + ks[b] + (u128)hi * (c->reach[j] - gone - cn[b]) >= c->rank[j])
					break;
				seen += ks[b];
				gone += cn[b];
			}
		} else {
			b = bin_reaching(cn, SELECT_BINS, c->want[j], &seen);
		}
		if (b == SELECT_BINS)
			return window_missed("of the corrected set ", c->rank[j]);
		c->reach[j] -= gone;    /* over remainders gone is 0 (and reach no longer read) */
		if (!window_narrow(&c->lo[j], &c->shift[j], &c->below[j], b, seen))
			continue;
		if (!c->on_r[j]) {
			cqr_on_r(c, j, c->lo[j], c->rank[j] - seen - (c->lo[j] - 1) * c->reach[j]);
		} else {
			c->value[j] = c->q[j] * c->e + c->lo[j];
			c->found[j] = 1;
			c->open--;
		}
	}
	/* clear only the rows this pass counted in: the rest were never touched */
	rows_clear(c->cnt, in_cnt, ncnt);
	rows_clear(c->ksum, in_ksum, nksum);
	return 0;
}

static void cqr_summary(const struct cqr *c, struct summary *out)
{
	summary_fill(out, c->n, c->sum, (uint64_t)(c->n - c->le_slow), c->value);
}

/* ------------------------------------------------------------------ */
/* Self-test of the passes                                             */
/* ------------------------------------------------------------------ */

/* The corrected set of v (in the run's order) by cqr, with guesses of `room` (0: none), fed as runs. */
static void st_cqr(const uint64_t *v, uint64_t e, enum rank_rule rule, uint64_t room,
                   struct summary *out, uint64_t *guessed)
{
	struct cqr c;

	cqr_init(&c, e, 1000, rule, room, NULL);
	while (cqr_open(&c)) {
		for (uint64_t i = 0, m; i < ST_N; i += m) {
			if (!room) {            /* value by value, last first */
				cqr_add(&c, v[ST_N - 1 - i]);
				m = 1;
				continue;
			}
			m = run_length(v + i, ST_N - i);
			cqr_add_n(&c, v[i], m);
		}
		cqr_end_pass(&c);
	}
	cqr_summary(&c, out);
	*guessed += c.guessed;
	cqr_free(&c);
}

/* The values of v themselves by select, with guesses of `room`; 1 if out of memory. */
static int st_select(const uint64_t *v, enum rank_rule rule, uint64_t room, struct summary *out,
                     uint64_t *guessed)
{
	struct select sl;

	if (select_init(&sl, 1000, rule, room, NULL)) {
		select_free(&sl);
		return 1;
	}
	while (select_open(&sl)) {
		uint64_t uv[ST_N], uc[ST_N];

		memcpy(uv, v, sizeof uv);
		select_add_runs(&sl, uv, uc, runs_of(uv, uc, ST_N));
		select_end_pass(&sl);
	}
	select_summary(&sl, out);
	*guessed += sl.guessed;
	select_free(&sl);
	return 0;
}

/* Fields of two summaries that differ. */
static uint64_t st_differ(const struct summary *a, const struct summary *b)
{
	uint64_t d = (a->n != b->n) + (a->slow != b->slow) + (a->sum_ns != b->sum_ns);

	for (int j = 0; j < NPCT; j++)
		d += a->pct_ns[j] != b->pct_ns[j];
	return d;
}

/*
 * The passes against writing every term out (correct_co) and sorting, on
 * bench.c's sets of the corrected self-test (st_values): the corrected set
 * by cqr without guesses, and with guesses of little room fed as runs; the
 * closed values themselves by select. Returns failures.
 */
static int passes_self_test(void)
{
	uint64_t v[ST_N], s[ST_N], *terms = malloc(sizeof(uint64_t) * ST_TERMS);
	uint64_t state = 42, guessed = 0;
	int bad = 0;

	for (size_t ei = 0; ei < sizeof ST_E / sizeof ST_E[0] && terms; ei++) {
		for (size_t ti = 0; ti < sizeof ST_TOP / sizeof ST_TOP[0]; ti++) {
			uint64_t e = ST_E[ei], differ = 0;
			char name[192];

			if (st_values(v, ST_N, &state, ST_TOP[ti], e) > ST_TERMS)
				continue;
			for (int rule = RANK_ROUND; rule <= RANK_CEIL; rule++) {
				enum rank_rule rr = (enum rank_rule)rule;
				struct summary want, sw, got;

				summarise(terms, correct_co(v, ST_N, e, terms, ST_TERMS), 1000, rr, &want);
				memcpy(s, v, sizeof s);
				summarise(s, ST_N, 1000, rr, &sw);
				st_cqr(v, e, rr, 0, &got, &guessed);
				differ += st_differ(&want, &got);
				for (uint64_t room = 2; room <= 64; room *= 4) {
					st_cqr(v, e, rr, room, &got, &guessed);
					differ += st_differ(&want, &got);
					differ += st_select(v, rr, room, &got, &guessed) ? 1 : st_differ(&sw, &got);
				}
			}
			snprintf(name, sizeof name, "corrected set in passes (guessing too) and select, "
			         "e %" PRIu64 ", values below %" PRIu64 ": fields that differ", e, ST_TOP[ti]);
			bad += expect(name, 0, differ);
		}
	}
	free(terms);
	bad += expect("some percentiles in passes were found by a guess", 1, guessed > 0);
	return bad + expect("the passes' brute-force buffer was allocated", 1, terms != NULL);
}
