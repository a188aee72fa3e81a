/*
 * misc/lab/hlog.c: HdrHistogram interval logs (.hlog), written and read.
 *
 *   lab --export PREFIX [--hlog-interval T] [--hlog-counts]   writes PREFIX.hlog
 *   lab --correct FILE.hlog [--expected-interval T] [--hlog-counts]
 *
 * Writing (export_hlog, which bench.c's export_bench calls first in a lab
 * build): the run walked again for when each sample completed, each
 * interval encoded as HdrHistogram's V2 histogram in a stored zlib stream,
 * then read back and held to the run's own tables.
 *
 * Reading:
 * A log's intervals are added up tag by tag; each tag's distribution is
 * then summarised by bench.c's rank rule and corrected with bench.c's
 * correction (dist_correct, HdrHistogram's recordValueWithExpectedInterval
 * at T, 200us unless given), and both are printed, with a plain sentence
 * where the tag's name or the histogram's shape says it was corrected
 * already: correcting twice counts every stall's missing requests twice.
 *
 * Logs that other tools wrote are compressed for real, so this file holds
 * an inflater of its own (RFC 1950's zlib wrapper, RFC 1951's stored, fixed
 * and dynamic Huffman blocks); the writer above only ever writes stored blocks. It
 * counts the blocks of each kind it met, in a RESULT hlog-inflate line, so
 * a test can show that all three were read. A bucket's counts become values
 * at its highest equivalent value, as HdrHistogram's own iteration and
 * copyCorrectedForCoordinatedOmission take them; the imputed values are
 * exact, not put back into buckets.
 *
 * A line that does not read (its fields, cookie, length, Base64, zlib
 * stream, Adler-32, V2 header or count stream) is refused with the file,
 * the line and what was wrong, exit 2: never skipped, as Java's reader
 * skips a line whose Adler-32 is wrong.
 *
 * The reader shares with the writer above b64_read and get_be (the .hlog
 * check's reader); with bench.c parse_time, usage_error, fmt_us, struct dist and its summary and
 * correction, the rank rule; the constants HLOG_ZIP_COOKIE, HLOG_V2_COOKIE.
 */

/* ---- HdrHistogram interval logs (.hlog) ---- */

/*
 * PREFIX.hlog is the run's timeline in the interval-log format that
 * HdrHistogram's HistogramLogReader, HistogramLogProcessor and
 * HistogramLogAnalyzer read (misc/notes/hlog.md gives the format as read
 * from their sources). One line an interval and recording,
 *   Tag=NAME,START_S,LENGTH_S,MAX_MS,BASE64
 * whose payload is a big-endian cookie and length, then a zlib stream of
 * DEFLATE stored blocks (written, never compressed: every inflater reads
 * them) around the V2 encoding: a 40-byte header, then the counts as ZigZag
 * LEB128, a negative number standing for that many empty buckets.
 *
 * Histograms hold 3 significant digits in nanoseconds, lowest discernible
 * value 1, highest trackable the run's largest value. Time stamps are on the
 * simulated clock: StartTime is its zero, which the header says is not a
 * wall-clock instant, so the same run writes the same bytes.
 *
 * The routes fold their samples into counts or sort them, so neither knows
 * when a sample completed: hlog_walk walks the run again request by request
 * for the log, and the log is then read back (hlog_readback, code apart from
 * the writer) and its intervals summed, bucket by bucket, against the run's
 * own tables. The walk is the general walk (walks.c), the lab routes'
 * own: a fault there moves those routes too, and the run's checks against
 * the reference or the closed form see it; seed 000's shape reaches its
 * routes through bench.c's fast loops, so there the two are apart. It
 * models one catch-up connection; the other closed-loop clients get no
 * .hlog (the RESULT line says so).
 */
enum {
	HLOG_DIGITS = 3,
	HLOG_HALF_MAG = 10,             /* log2 of half of 3 digits' 2048 sub-buckets */
	HLOG_HALF = 1 << HLOG_HALF_MAG,
	HLOG_HEADER = 40,               /* bytes of the V2 header */
	HLOG_STORED_MAX = 65535,        /* bytes one stored block holds */
	HLOG_LEB_MAX = 9,               /* bytes of one ZigZag LEB128 */
	HLOG_MAX_INTERVALS = 1 << 22,   /* intervals a tag a log may hold (a day of 1 s is 86400) */
};
static const uint32_t HLOG_V2_COOKIE = 0x1c849313, HLOG_ZIP_COOKIE = 0x1c849314;
static const uint64_t HLOG_RATIO_BITS = UINT64_C(0x3ff0000000000000);  /* the double 1.0 */

/* The bucket of value v, as AbstractHistogram.countsArrayIndex has it (3 digits, from 1). */
static size_t hdr_index(uint64_t v)
{
	int bucket = 63 - HLOG_HALF_MAG - __builtin_clzll(v | (2 * HLOG_HALF - 1));

	return ((size_t)(bucket + 1) << HLOG_HALF_MAG) + (size_t)(v >> bucket) - HLOG_HALF;
}

/* The lowest value bucket k holds: hdr_index's inverse, written apart from it for the check. */
static uint64_t hdr_lowest(size_t k)
{
	size_t upper = k >> HLOG_HALF_MAG;     /* the bucket, plus one */
	uint64_t sub = k & (HLOG_HALF - 1);

	return upper == 0 ? sub : (sub + HLOG_HALF) << (upper - 1);
}

/* Counts a histogram of highest trackable value h holds: its buckets plus one, by 1024. */
static size_t hdr_len(uint64_t h)
{
	size_t buckets = 1;

	for (uint64_t top = 2 * HLOG_HALF; top <= h && buckets < 60; top <<= 1)
		buckets++;
	return (buckets + 1) << HLOG_HALF_MAG;
}

static size_t put_be(unsigned char *p, uint64_t x, int bytes)
{
	for (int k = bytes - 1; k >= 0; k--, x >>= 8)
		p[k] = (unsigned char)(x & 0xff);
	return (size_t)bytes;
}

/* ZigZag LEB128 of x into p: 7 bits a byte, at most 9 bytes, the ninth carrying 8. */
static size_t zigzag_put(unsigned char *p, int64_t x)
{
	uint64_t z = x < 0 ? ~((uint64_t)x << 1) : (uint64_t)x << 1;
	size_t n = 0;

	while (n < HLOG_LEB_MAX - 1 && z >> 7) {
		p[n++] = (unsigned char)((z & 0x7f) | 0x80);
		z >>= 7;
	}
	p[n++] = (unsigned char)z;
	return n;
}

/*
 * The V2 encoding into p (room: HLOG_HEADER + 18 len) of count[0..len),
 * whose non-empty buckets are the bits set in used (a bit a bucket), up to
 * the last of them: a gap of one empty bucket is a count of 0, a longer one
 * minus its length, as AbstractHistogram's fillBufferFromCountsArray writes
 * them; an empty histogram is the one empty bucket 0. Returns the length.
 */
static size_t v2_encode(unsigned char *p, const uint64_t *count, const uint64_t *used, size_t len,
                        uint64_t highest)
{
	size_t n = HLOG_HEADER, next = 0;

	for (size_t w = 0; w < len / 64; w++)
		for (uint64_t bits = used[w]; bits; bits &= bits - 1) {
			size_t k = 64 * w + (size_t)__builtin_ctzll(bits), zeros = k - next;

			if (zeros > 1)
				n += zigzag_put(p + n, -(int64_t)zeros);
			else if (zeros == 1)
				n += zigzag_put(p + n, 0);
			n += zigzag_put(p + n, (int64_t)count[k]);
			next = k + 1;
		}
	if (next == 0)
		n += zigzag_put(p + n, 0);
	put_be(p, HLOG_V2_COOKIE, 4);
	put_be(p + 4, n - HLOG_HEADER, 4);
	put_be(p + 8, 0, 4);                 /* normalizing index offset */
	put_be(p + 12, HLOG_DIGITS, 4);
	put_be(p + 16, 1, 8);                /* lowest discernible value */
	put_be(p + 24, highest, 8);
	put_be(p + 32, HLOG_RATIO_BITS, 8);  /* integer-to-double ratio */
	return n;
}

/* Adler-32 (RFC 1950) of p[0..n): the sums reduced every 5552 bytes, before they can pass 2^32. */
static uint32_t adler32(const unsigned char *p, size_t n)
{
	uint32_t a = 1, b = 0;

	while (n) {
		size_t run = n < 5552 ? n : 5552;

		n -= run;
		while (run--) {
			a += *p++;
			b += a;
		}
		a %= 65521;
		b %= 65521;
	}
	return b << 16 | a;
}

/*
 * The compressed payload of raw[0..n) into z: cookie, length, then a zlib
 * stream (header 78 01, stored blocks of at most 65535 bytes, the last
 * marked final, Adler-32 big-endian). Room: n + 5 a block + 14. Its length.
 */
static size_t zlib_stored(unsigned char *z, const unsigned char *raw, size_t n)
{
	size_t o = 8, k = 0;

	z[o++] = 0x78;   /* deflate, 32 KiB window */
	z[o++] = 0x01;   /* no dictionary; 0x7801 is a multiple of 31 */
	do {
		size_t len = n - k < HLOG_STORED_MAX ? n - k : HLOG_STORED_MAX;

		z[o++] = k + len == n;   /* BFINAL, BTYPE 00: stored */
		z[o++] = (unsigned char)(len & 0xff);
		z[o++] = (unsigned char)(len >> 8);
		z[o++] = (unsigned char)(~len & 0xff);
		z[o++] = (unsigned char)((~len >> 8) & 0xff);
		memcpy(z + o, raw + k, len);
		o += len;
		k += len;
	} while (k < n);
	o += put_be(z + o, adler32(raw, n), 4);
	put_be(z, HLOG_ZIP_COOKIE, 4);
	put_be(z + 4, o - 8, 4);
	return o;
}

/* Base64 (RFC 4648, padded) of p[0..n) into s, NUL-terminated; its length. */
static size_t base64_put(char *s, const unsigned char *p, size_t n)
{
	static const char A[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
	size_t o = 0;

	for (size_t k = 0; k < n; k += 3) {
		uint32_t w = (uint32_t)p[k] << 16 | (k + 1 < n ? (uint32_t)p[k + 1] << 8 : 0) |
		             (k + 2 < n ? p[k + 2] : 0);

		s[o++] = A[w >> 18];
		s[o++] = A[(w >> 12) & 63];
		s[o++] = k + 1 < n ? A[(w >> 6) & 63] : '=';
		s[o++] = k + 2 < n ? A[w & 63] : '=';
	}
	s[o] = '\0';
	return o;
}

static uint64_t get_be(const unsigned char *p, int bytes)
{
	uint64_t x = 0;

	for (int k = 0; k < bytes; k++)
		x = x << 8 | p[k];
	return x;
}

/* One Base64 digit's value, by its range; -1 for anything else. */
static int b64_digit(char c)
{
	if (c >= 'A' && c <= 'Z')
		return c - 'A';
	if (c >= 'a' && c <= 'z')
		return c - 'a' + 26;
	if (c >= '0' && c <= '9')
		return c - '0' + 52;
	return c == '+' ? 62 : c == '/' ? 63 : -1;
}

/* Base64 s back to bytes in b; their count, or -1 if s is not padded Base64. */
static long b64_read(const char *s, unsigned char *b)
{
	long n = 0;

	for (size_t k = 0; s[k]; k += 4) {
		uint32_t w = 0;

		for (int j = 0; j < 4; j++) {
			int d = s[k + j] == '=' && j >= 2 ? 0 : b64_digit(s[k + j]);

			if (d < 0)
				return -1;
			w = w << 6 | (uint32_t)d;
		}
		/* padding ends the text: "x=" or "==" in the last group only */
		if ((s[k + 2] == '=' && s[k + 3] != '=') || (s[k + 3] == '=' && s[k + 4]))
			return -1;
		b[n++] = (unsigned char)(w >> 16);
		if (s[k + 2] != '=')
			b[n++] = (unsigned char)(w >> 8);
		if (s[k + 3] != '=')
			b[n++] = (unsigned char)w;
	}
	return n;
}

/* The stored blocks of zlib stream z[0..n) into raw, Adler-32 verified; their length, or NULL why. */
static const char *inflate_stored(const unsigned char *z, size_t n, unsigned char *raw, size_t *nr)
{
	size_t o = 2, a = 1, b = 0;

	if (n < 6 || z[0] != 0x78 || (z[0] << 8 | z[1]) % 31)
		return "not a zlib stream";
	for (int final = 0; !final;) {
		size_t len;

		if (o + 5 > n || (z[o] & 6))
			return "a block that is not stored";
		final = z[o] & 1;
		len = (size_t)z[o + 1] | (size_t)z[o + 2] << 8;
		if ((len ^ ((size_t)z[o + 3] | (size_t)z[o + 4] << 8)) != 0xffff || o + 5 + len > n)
			return "a stored block's length";
		memcpy(raw + *nr, z + o + 5, len);
		*nr += len;
		o += 5 + len;
	}
	/* the sums from the bytes again, reduced each 4096 (b stays below 2^43) */
	for (size_t k = 0; k < *nr; k++) {
		a += raw[k];
		b += a;
		if (k % 4096 == 4095 || k + 1 == *nr) {
			a %= 65521;
			b %= 65521;
		}
	}
	if (o + 4 != n || get_be(z + o, 4) != (b << 16 | a))
		return "the Adler-32";
	return NULL;
}

/*
 * A V2 payload's counts, raw[p..n), into count[0..len): each a ZigZag
 * LEB128 of at most 9 bytes (the ninth taken whole); a negative one skips
 * that many zero buckets. add: added to the counts (a sum of lines), else
 * set. *top is one past the last bucket reached. The writer's readback
 * and the log's reader both read counts here; HdrHistogram's own reader
 * holds the writer to the format (tests/HlogCheck.java), and its writer
 * holds this reader (tests/HlogWrite.java). Returns NULL or what is wrong.
 */
static const char *hl_counts(const unsigned char *raw, size_t p, size_t n, uint64_t *count,
                             size_t len, int add, size_t *top)
{
	size_t k = 0;

	while (p < n) {
		uint64_t z = 0;
		int64_t x;

		for (int b = 0;; b++) {
			unsigned char c;

			if (p == n)
				return "the count stream ends inside a count";
			c = raw[p++];
			if (b == HLOG_LEB_MAX - 1) {
				z |= (uint64_t)c << 56;
				break;
			}
			z |= (uint64_t)(c & 0x7f) << (7 * b);
			if (!(c & 0x80))
				break;
		}
		x = (int64_t)(z >> 1) ^ -(int64_t)(z & 1);   /* ZigZag: 2n to n, 2n + 1 to -n - 1 */
		if (x < 0 && x > INT64_MIN && (uint64_t)-x <= len - k)
			k += (size_t)-x;
		else if (x >= 0 && k < len)
			count[k] = (add ? count[k] : 0) + (uint64_t)x, k++;
		else
			return "the count stream runs past the histogram's last bucket";
	}
	*top = k;
	return NULL;
}

/*
 * The check's reading of one line's Base64: the payload's cookie and length,
 * the stored blocks and Adler-32, the V2 header, then the counts added into
 * sum[0..len) (hl_counts). Shares nothing with the writer above but its constants
 * (hdr_lowest, which the comparison uses, is not the writer's hdr_index).
 * bytes and raw hold at least the line's decoded length. Returns NULL, or
 * what was wrong.
 */
static const char *hlog_readback(const char *s, unsigned char *bytes, unsigned char *raw,
                                 uint64_t highest, uint64_t *sum, size_t len)
{
	long nb = b64_read(s, bytes);
	size_t nr = 0, p = HLOG_HEADER, k = 0;
	const char *why;

	if (nb < 8)
		return "the Base64";
	if (get_be(bytes, 4) != HLOG_ZIP_COOKIE || get_be(bytes + 4, 4) != (uint64_t)nb - 8)
		return "the payload's cookie or length";
	if ((why = inflate_stored(bytes + 8, (size_t)nb - 8, raw, &nr)))
		return why;
	if (nr < HLOG_HEADER || get_be(raw, 4) != HLOG_V2_COOKIE || get_be(raw + 4, 4) != nr - HLOG_HEADER ||
	    get_be(raw + 8, 4) || get_be(raw + 12, 4) != HLOG_DIGITS || get_be(raw + 16, 8) != 1 ||
	    get_be(raw + 24, 8) != highest || get_be(raw + 32, 8) != HLOG_RATIO_BITS)
		return "the V2 header";
	return hl_counts(raw, p, nr, sum, len, 1, &k);
}

/* A .hlog being written: the interval being filled, a histogram a recording, and the check's sums. */
struct hlog {
	FILE *f;
	const struct model *m;
	uint64_t interval_ns;         /* each interval's length: a whole number of ms */
	uint64_t expected_ns;         /* the interval the corrected recording uses */
	uint64_t highest_ns;          /* the histograms' highest trackable value */
	size_t len;                   /* counts each histogram holds */
	uint64_t *count[NSETS];       /* the interval being filled */
	uint64_t *used[NSETS];        /* a bit a bucket: set where the interval holds any */
	uint64_t max_ns[NSETS];       /* its largest value */
	uint64_t *sum[NSETS];         /* every line so far, as read back */
	uint64_t k;                   /* the interval being filled: [k T, (k + 1) T) */
	unsigned char *raw, *zip, *back; /* a line's V2 encoding, its payload, the check's bytes */
	char *text;                   /* the payload in Base64 */
	int print;                    /* --hlog-counts */
	const char *bad;              /* the first thing that went wrong, or NULL */
};

static int hlog_init(struct hlog *h, const struct model *m, const struct outcome *o)
{
	size_t raw, zip;

	memset(h, 0, sizeof *h);
	h->m = m;
	h->interval_ns = m->hlog_interval_ns ? m->hlog_interval_ns : NS_PER_S;
	h->expected_ns = o->expected_ns;
	h->highest_ns = 2;
	for (int s = 0; s < NSETS; s++)
		h->highest_ns = max_u64(h->highest_ns, o->set[s].pct_ns[PCT_MAX]);
	h->len = hdr_len(h->highest_ns);
	h->print = m->hlog_counts;
	raw = HLOG_HEADER + 2 * HLOG_LEB_MAX * h->len;
	zip = raw + 5 * (raw / HLOG_STORED_MAX + 1) + 14;
	h->count[0] = calloc(2 * NSETS * h->len, sizeof(uint64_t));
	h->used[0] = calloc(NSETS * h->len / 64, sizeof(uint64_t));
	h->raw = malloc(zip);
	h->zip = malloc(zip);
	h->back = malloc(zip);
	h->text = malloc(4 * (zip / 3 + 1) + 1);
	if (!h->count[0] || !h->used[0] || !h->raw || !h->zip || !h->back || !h->text)
		return -1;
	for (int s = 0; s < NSETS; s++) {
		h->used[s] = h->used[0] + (size_t)s * h->len / 64;
		h->count[s] = h->count[0] + (size_t)s * h->len;
		h->sum[s] = h->count[0] + (size_t)(NSETS + s) * h->len;
	}
	return 0;
}

static void hlog_free(struct hlog *h)
{
	free(h->count[0]);
	free(h->used[0]);
	free(h->raw);
	free(h->zip);
	free(h->back);
	free(h->text);
}

static inline void hlog_add(struct hlog *h, int s, uint64_t v)
{
	size_t k = hdr_index(v);

	if (k >= h->len) {
		h->bad = "a value above the highest trackable";
		return;
	}
	h->count[s][k]++;
	h->used[s][k / 64] |= UINT64_C(1) << (k % 64);
	if (v > h->max_ns[s])
		h->max_ns[s] = v;
}

/*
 * --hlog-counts: the interval's total, then each bucket's lowest value and
 * count, in the lines tests/HlogCheck.java prints for what it reads back.
 */
static void hlog_print(const struct hlog *h, int s, uint64_t start_ms)
{
	uint64_t n = 0;

	for (size_t k = 0; k < h->len; k++)
		n += h->count[s][k];
	printf("RESULT hlog start_ms=%" PRIu64 " tag=%s n=%" PRIu64 "\n", start_ms, SET_NAME[s], n);
	for (size_t k = 0; k < h->len; k++)
		if (h->count[s][k])
			printf("RESULT hlog-count start_ms=%" PRIu64 " tag=%s value_ns=%" PRIu64 " count=%"
			       PRIu64 "\n", start_ms, SET_NAME[s], hdr_lowest(k), h->count[s][k]);
}

/* Writes interval k's line a recording, reads each back into the sums, and empties them. */
static void hlog_flush(struct hlog *h)
{
	const uint64_t len_ms = h->interval_ns / NS_PER_MS, start_ms = h->k * len_ms;

	for (int s = 0; s < NSETS; s++) {
		size_t n;
		const char *why;

		n = v2_encode(h->raw, h->count[s], h->used[s], h->len, h->highest_ns);
		n = zlib_stored(h->zip, h->raw, n);

		base64_put(h->text, h->zip, n);
		fprintf(h->f, "Tag=%s,%" PRIu64 ".%03" PRIu64 ",%" PRIu64 ".%03" PRIu64 ",%" PRIu64
		        ".%03" PRIu64 ",%s\n", SET_NAME[s], start_ms / 1000, start_ms % 1000,
		        len_ms / 1000, len_ms % 1000, h->max_ns[s] / NS_PER_MS,
		        h->max_ns[s] % NS_PER_MS / NS_PER_US, h->text);
		why = hlog_readback(h->text, h->back, h->raw, h->highest_ns, h->sum[s], h->len);
		if (why && !h->bad)
			h->bad = why;
		if (h->print)
			hlog_print(h, s, start_ms);
		for (size_t w = 0; w < h->len / 64; w++)
			for (uint64_t bits = h->used[s][w]; bits; bits &= bits - 1)
				h->count[s][64 * w + (size_t)__builtin_ctzll(bits)] = 0;
		memset(h->used[s], 0, h->len / 64 * sizeof(uint64_t));
		h->max_ns[s] = 0;
	}
	h->k++;
}

/*
 * The run again, by the general walk, for one catch-up connection: request
 * i goes out at the later of its due time and the last completion, and each
 * sample lands in the interval of its completion, the corrected recording's
 * imputed values with the reply that implied them, as a recorder calling
 * recordValueWithExpectedInterval at the reply would have them. Every
 * interval up to the last completion's is written, empty ones too.
 */
static void hlog_walk(struct hlog *h)
{
	const uint64_t e = h->expected_ns;
	struct walk w;
	struct fate f[FATES];
	struct counts c = { 0 };
	uint64_t got;

	if (walk_open(&w, h->m, 0, NULL, 0)) {
		run_fault_set(1, "out of memory for the .hlog's walk");
		return;
	}
	while ((got = walk_fates(&w, f, FATES, &c)))
		for (uint64_t j = 0; j < got; j++) {
			const uint64_t done_ns = f[j].reply, v = done_ns - f[j].send;

			while (done_ns / h->interval_ns > h->k)
				hlog_flush(h);
			hlog_add(h, SET_CLOSED, v);
			hlog_add(h, SET_OPEN, done_ns - f[j].due);
			hlog_add(h, SET_CORRECTED, v);
			if (v >= e)
				for (uint64_t miss = v - e; miss >= e; miss -= e)
					hlog_add(h, SET_CORRECTED, miss);
		}
	hlog_flush(h);
	walk_end(&w);
}

/*
 * The check: each recording's lines summed, bucket by bucket, against the
 * run's own table of it (every row counted in the bucket whose value range,
 * from hdr_lowest, holds it). Returns 0, or -1 with the first difference.
 */
static int hlog_sums_equal(const struct hlog *h, int s, const struct table *t, char *why, size_t len)
{
	size_t r = 0;

	for (size_t k = 0; k < h->len; k++) {
		uint64_t upto_ns = hdr_lowest(k + 1), want = 0;

		while (r < t->n && t->row[r].value_ns < upto_ns)
			want += t->row[r++].count;
		if (want != h->sum[s][k]) {
			snprintf(why, len, "its %s lines hold %" PRIu64 " values from %" PRIu64 " to %" PRIu64
			         " ns, the run's table %" PRIu64, SET_NAME[s], h->sum[s][k], hdr_lowest(k),
			         upto_ns - 1, want);
			return -1;
		}
	}
	if (r < t->n) {
		snprintf(why, len, "the run's %s table holds %" PRIu64 " ns, above the log's range",
		         SET_NAME[s], t->row[r].value_ns);
		return -1;
	}
	return 0;
}

struct hlog_job {
	const struct model *m;
	const struct outcome *o;
	const struct table *t;   /* the run's three tables, for the check */
};

/* The .hlog's text: header, the walk's intervals, then the check; -1 (said why) if it fails. */
static int hlog_writer(FILE *f, const void *c)
{
	const struct hlog_job *j = c;
	struct hlog h;
	char why[256];
	int rc = -1;

	if (hlog_init(&h, j->m, j->o)) {
		fprintf(stderr, "lab: out of memory for the .hlog\n");
		goto out;
	}
	h.f = f;
	fprintf(f, "#[bench --export: the closed, open and corrected recordings of a simulated run]\n"
	        "#[Values in nanoseconds, 3 significant digits; Interval_Max in milliseconds]\n"
	        "#[Simulated clock: StartTime 0 is the run's simulated zero, not a wall-clock "
	        "instant; intervals of %" PRIu64 " ms]\n#[Histogram log format version 1.3]\n"
	        "#[StartTime: 0.000 (seconds since epoch), Thu Jan 01 00:00:00 UTC 1970]\n"
	        "\"StartTimestamp\",\"Interval_Length\",\"Interval_Max\",\"Interval_Compressed_Histogram\"\n",
	        h.interval_ns / NS_PER_MS);
	hlog_walk(&h);
	if (fault_rc(0))   /* the schedule failed: the run says so */
		goto out;
	if (h.bad) {
		fprintf(stderr, "lab: the .hlog failed its check: %s\n", h.bad);
		goto out;
	}
	for (int s = 0; s < NSETS; s++)
		if (hlog_sums_equal(&h, s, &j->t[s], why, sizeof why)) {
			fprintf(stderr, "lab: the .hlog's intervals summed differ from the run: %s\n", why);
			goto out;
		}
	printf("RESULT hlog-file intervals=%" PRIu64 " interval_ms=%" PRIu64 " tags=closed,open,corrected "
	       "n=%" PRIu64 ",%" PRIu64 ",%" PRIu64 " sums=equal\n", h.k, h.interval_ns / NS_PER_MS,
	       j->o->set[0].n, j->o->set[1].n, j->o->set[2].n);
	rc = 0;
out:
	hlog_free(&h);
	return rc;
}

/*
 * PREFIX.hlog where the walk models the run's client (a RESULT line says
 * where it does not); a folder's prefix, results/, gets results/run.hlog
 * rather than a hidden file.
 */
static int export_hlog(const char *prefix, const struct model *m, const struct outcome *o,
                       const struct table *t)
{
	struct hlog_job j = { m, o, t };
	const char *slash = strrchr(prefix, '/');

	if (m->closed != CLOSED_CATCH_UP || m->connections != 1) {
		printf("RESULT export hlog=none (the .hlog's walk models one catch-up connection)\n");
		return 0;
	}
	return export_file(prefix, (slash ? slash[1] : prefix[0]) ? ".hlog" : "run.hlog", hlog_writer, &j);
}

static int hlog_refused(const struct model *m, char *err, size_t len)
{
	if (m->last_due_ns / (m->hlog_interval_ns ? m->hlog_interval_ns : NS_PER_S) < HLOG_MAX_INTERVALS)
		return 0;
	snprintf(err, len, "--export: the .hlog would hold more than %d intervals a tag: "
	         "raise --hlog-interval or shorten the run", HLOG_MAX_INTERVALS);
	return 1;
}

/* ---- Inflating: zlib (RFC 1950) around DEFLATE (RFC 1951) ---- */

enum {
	HL_MAX_BITS = 15,             /* longest Huffman code DEFLATE allows */
	HL_MAX_OUT = 64 << 20,        /* bytes a line may inflate to */
	HL_LITLEN = 288, HL_DIST = 30,
};

/* The input's bits, least significant first, and the output so far. */
struct hl_inflate {
	const unsigned char *in;
	size_t nin, pos;              /* bytes, and the next byte to take */
	uint32_t bits;                /* bits taken but not used, low first */
	int nbits;
	unsigned char *out;
	size_t nout, cap;
	const char *why;              /* what was wrong, or NULL */
	uint64_t blocks[3];           /* stored, fixed and dynamic blocks met */
};

/* A canonical Huffman code: how many codes of each length, and the symbols in code order. */
struct hl_huff {
	short count[HL_MAX_BITS + 1];
	short symbol[HL_LITLEN];
};

/* n bits from the input, or -1 (and why) if it ends first. */
static long hl_take(struct hl_inflate *z, int n)
{
	long v;

	while (z->nbits < n) {
		if (z->pos == z->nin) {
			z->why = "the zlib stream ends inside a block";
			return -1;
		}
		z->bits |= (uint32_t)z->in[z->pos++] << z->nbits;
		z->nbits += 8;
	}
	v = (long)(z->bits & ((UINT32_C(1) << n) - 1));
	z->bits = n == 32 ? 0 : z->bits >> n;
	z->nbits -= n;
	return v;
}

static int hl_put(struct hl_inflate *z, unsigned char c)
{
	if (z->nout == z->cap) {
		size_t cap = z->cap ? 2 * z->cap : 4096;
		unsigned char *p = cap <= HL_MAX_OUT ? realloc(z->out, cap) : NULL;

		if (!p) {
			z->why = "the payload inflates past 64 MiB";
			return -1;
		}
		z->out = p;
		z->cap = cap;
	}
	z->out[z->nout++] = c;
	return 0;
}

/*
 * Builds the code whose symbol s has length len[s] (0: unused). Returns 0,
 * or -1 if more codes were given than the lengths have room for. A code
 * with room left over is allowed (one distance code of length 1 is usual).
 */
static int hl_build(struct hl_huff *h, const unsigned char *len, int n)
{
	short offset[HL_MAX_BITS + 1];
	int left = 1;

	memset(h->count, 0, sizeof h->count);
	for (int s = 0; s < n; s++)
		h->count[len[s]]++;
	for (int b = 1; b <= HL_MAX_BITS; b++) {
		left = 2 * left - h->count[b];
		if (left < 0)
			return -1;
	}
	offset[1] = 0;
	for (int b = 1; b < HL_MAX_BITS; b++)
		offset[b + 1] = (short)(offset[b] + h->count[b]);
	for (int s = 0; s < n; s++)
		if (len[s])
			h->symbol[offset[len[s]]++] = (short)s;
	return 0;
}

/*
 * The next symbol of code h: a bit at a time, since codes of each length
 * are consecutive numbers (RFC 1951, 3.2.2), the first of length b after
 * all shorter ones, doubled. Returns the symbol, or -1.
 */
static int hl_decode(struct hl_inflate *z, const struct hl_huff *h)
{
	int code = 0, first = 0, index = 0;

	for (int b = 1; b <= HL_MAX_BITS; b++) {
		long bit = hl_take(z, 1);

		if (bit < 0)
			return -1;
		code |= (int)bit;
		if (code - first < h->count[b])
			return h->symbol[index + code - first];
		index += h->count[b];
		first = (first + h->count[b]) << 1;
		code <<= 1;
	}
	z->why = "a Huffman code that is not in the block's table";
	return -1;
}

/* A stored block: the rest of a byte dropped, LEN and its complement, LEN bytes copied. */
static int hl_stored(struct hl_inflate *z)
{
	size_t len;

	z->bits = 0;
	z->nbits = 0;
	if (z->pos + 4 > z->nin) {
		z->why = "a stored block cut short";
		return -1;
	}
	len = (size_t)z->in[z->pos] | (size_t)z->in[z->pos + 1] << 8;
	if ((len ^ ((size_t)z->in[z->pos + 2] | (size_t)z->in[z->pos + 3] << 8)) != 0xffff) {
		z->why = "a stored block whose length and its complement disagree";
		return -1;
	}
	z->pos += 4;
	if (z->pos + len > z->nin) {
		z->why = "a stored block cut short";
		return -1;
	}
	for (size_t k = 0; k < len; k++)
		if (hl_put(z, z->in[z->pos + k]))
			return -1;
	z->pos += len;
	return 0;
}

/* Lengths 257..285 and distances 0..29: each a base and extra bits (RFC 1951, 3.2.5). */
static const short HL_LEN_BASE[29] = { 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
	35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258 };
static const short HL_LEN_EXTRA[29] = { 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3,
	3, 4, 4, 4, 4, 5, 5, 5, 5, 0 };
static const unsigned short HL_DIST_BASE[30] = { 1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97,
	129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577 };
static const short HL_DIST_EXTRA[30] = { 0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8,
	8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13 };

/* A Huffman block's symbols up to end-of-block: literals, and lengths with distances back. */
static int hl_codes(struct hl_inflate *z, const struct hl_huff *lit, const struct hl_huff *dist)
{
	for (;;) {
		int s = hl_decode(z, lit), d;
		long extra, len, back;

		if (s < 0)
			return -1;
		if (s < 256) {
			if (hl_put(z, (unsigned char)s))
				return -1;
			continue;
		}
		if (s == 256)
			return 0;
		if (s > 285 || (extra = hl_take(z, HL_LEN_EXTRA[s - 257])) < 0) {
			z->why = z->why ? z->why : "a length code past 285";
			return -1;
		}
		len = HL_LEN_BASE[s - 257] + extra;
		d = hl_decode(z, dist);
		if (d < 0 || d >= HL_DIST || (extra = hl_take(z, HL_DIST_EXTRA[d])) < 0) {
			z->why = z->why ? z->why : "a distance code past 29";
			return -1;
		}
		back = HL_DIST_BASE[d] + extra;
		if ((size_t)back > z->nout) {
			z->why = "a distance back past the start of the output";
			return -1;
		}
		while (len--)
			if (hl_put(z, z->out[z->nout - (size_t)back]))
				return -1;
	}
}

/* A block with the fixed codes of RFC 1951, 3.2.6. */
static int hl_fixed(struct hl_inflate *z)
{
	unsigned char len[HL_LITLEN];
	struct hl_huff lit, dist;

	for (int s = 0; s < HL_LITLEN; s++)
		len[s] = s < 144 ? 8 : s < 256 ? 9 : s < 280 ? 7 : 8;
	hl_build(&lit, len, HL_LITLEN);
	memset(len, 5, HL_DIST);
	hl_build(&dist, len, HL_DIST);
	return hl_codes(z, &lit, &dist);
}

/* The code lengths of a dynamic block, themselves in a code of code lengths (3.2.7). */
static int hl_lengths(struct hl_inflate *z, unsigned char *len, int n)
{
	static const unsigned char ORDER[19] = { 16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3,
	                                         13, 2, 14, 1, 15 };
	unsigned char clen[19] = { 0 };
	struct hl_huff code;
	long ncode = hl_take(z, 4);

	for (long k = 0; ncode >= 0 && k < ncode + 4; k++) {
		long v = hl_take(z, 3);

		if (v < 0)
			return -1;
		clen[ORDER[k]] = (unsigned char)v;
	}
	if (ncode < 0 || hl_build(&code, clen, 19)) {
		z->why = z->why ? z->why : "a dynamic block's code-length code over-subscribed";
		return -1;
	}
	for (int k = 0; k < n;) {
		int s = hl_decode(z, &code);
		long rep, fill = 0;

		if (s < 0)
			return -1;
		if (s < 16) {
			len[k++] = (unsigned char)s;
			continue;
		}
		if (s == 16 && k == 0) {
			z->why = "a dynamic block that repeats a length before the first";
			return -1;
		}
		if (s == 16)
			fill = len[k - 1], rep = hl_take(z, 2) + 3;
		else
			rep = s == 17 ? hl_take(z, 3) + 3 : hl_take(z, 7) + 11;
		if (rep < 3 || k + rep > n) {
			z->why = z->why ? z->why : "a dynamic block whose lengths run past its codes";
			return -1;
		}
		while (rep--)
			len[k++] = (unsigned char)fill;
	}
	return 0;
}

/* A block with its own codes: their sizes, their lengths, then the symbols. */
static int hl_dynamic(struct hl_inflate *z)
{
	unsigned char len[HL_LITLEN + 32];
	struct hl_huff lit, dist;
	long nlit = hl_take(z, 5), ndist = hl_take(z, 5);

	if (nlit < 0 || ndist < 0)
		return -1;
	nlit += 257;
	ndist += 1;
	if (nlit > 286 || ndist > 30) {
		z->why = "a dynamic block with more than 286 length or 30 distance codes";
		return -1;
	}
	if (hl_lengths(z, len, (int)(nlit + ndist)))
		return -1;
	if (len[256] == 0 || hl_build(&lit, len, (int)nlit) || hl_build(&dist, len + nlit, (int)ndist)) {
		z->why = "a dynamic block's codes over-subscribed, or with no end-of-block";
		return -1;
	}
	return hl_codes(z, &lit, &dist);
}

/*
 * Inflates the zlib stream in[0..n) into z->out: header, blocks to the
 * final one, and the Adler-32 of what came out, big-endian, ending the
 * input exactly. Returns 0, or -1 with z->why.
 */
static int hl_inflate(struct hl_inflate *z, const unsigned char *in, size_t n)
{
	uint32_t a = 1, b = 0;
	long final = 0;

	z->in = in;
	z->nin = n;
	if (n < 6 || (in[0] & 0x0f) != 8 || (in[0] >> 4) > 7 || (in[0] << 8 | in[1]) % 31 || (in[1] & 0x20)) {
		z->why = "not a zlib stream (its two header bytes)";
		return -1;
	}
	z->pos = 2;
	while (!final) {
		long type;

		if ((final = hl_take(z, 1)) < 0 || (type = hl_take(z, 2)) < 0)
			return -1;
		if (type == 3) {
			z->why = "a DEFLATE block of the reserved type 3";
			return -1;
		}
		z->blocks[type]++;
		if ((type == 0 ? hl_stored(z) : type == 1 ? hl_fixed(z) : hl_dynamic(z)))
			return -1;
	}
	for (size_t k = 0; k < z->nout; k++) {
		a = (a + z->out[k]) % 65521;
		b = (b + a) % 65521;
	}
	if (z->pos + 4 != n) {
		z->why = z->pos + 4 > n ? "the zlib stream ends before its Adler-32"
		                        : "bytes after the zlib stream's Adler-32";
		return -1;
	}
	if (get_be(in + z->pos, 4) != (b << 16) + a) {
		z->why = "the Adler-32 does not match the inflated bytes";
		return -1;
	}
	return 0;
}

/* ---- The V2 encoding: a histogram's layout and its counts ---- */

/* What a V2 header says, and the bucket layout it implies (AbstractHistogram's fields). */
struct hl_layout {
	int digits;                   /* significant digits, 0 to 5 */
	uint64_t lowest, highest;     /* lowest discernible and highest trackable value */
	int unit_mag, half_mag;       /* log2 of the lowest's unit, of half the sub-buckets */
	size_t len;                   /* counts the histogram holds */
};

/* The layout a header's digits, lowest and highest give; NULL, or what is wrong with them. */
static const char *hl_layout_of(struct hl_layout *l, int digits, uint64_t lowest, uint64_t highest)
{
	uint64_t single = 2, top;
	int mag = 0, buckets = 1;

	if (digits < 0 || digits > 5)
		return "the V2 header's significant digits are not 0 to 5";
	if (lowest < 1 || lowest > (UINT64_C(1) << 40) || highest < 2 * lowest || highest > INT64_MAX)
		return "the V2 header's lowest or highest value is out of range (lowest 1 to 2^40, highest twice it or more)";
	for (int k = 0; k < digits; k++)
		single *= 10;
	while ((UINT64_C(1) << mag) < single)
		mag++;
	l->digits = digits;
	l->lowest = lowest;
	l->highest = highest;
	l->unit_mag = 63 - __builtin_clzll(lowest);
	l->half_mag = mag - 1;
	if (l->unit_mag + mag > 62)
		return "the V2 header's lowest value and digits leave no room for buckets";
	for (top = UINT64_C(1) << (l->unit_mag + mag); top <= highest && top <= (UINT64_MAX >> 2); top <<= 1)
		buckets++;
	l->len = (size_t)(buckets + 1) << l->half_mag;
	return NULL;
}

/* The lowest value bucket k holds under layout l, and the bucket's width. */
static uint64_t hl_value(const struct hl_layout *l, size_t k, uint64_t *width)
{
	long bucket = (long)(k >> l->half_mag) - 1;
	uint64_t sub = (k & ((UINT64_C(1) << l->half_mag) - 1)) + (UINT64_C(1) << l->half_mag);

	if (bucket < 0) {
		sub -= UINT64_C(1) << l->half_mag;
		bucket = 0;
	}
	*width = UINT64_C(1) << (bucket + l->unit_mag);
	return sub << (bucket + l->unit_mag);
}

/* One line's histogram: its layout, and its counts by bucket (malloc'd). */
struct hl_hist {
	struct hl_layout l;
	uint64_t *count;
	size_t top;                   /* buckets up to the last the stream gave */
};

/*
 * The V2 encoding raw[0..n): the 40-byte header, then ZigZag LEB128
 * counts to the end of the payload, a negative one standing for that many
 * empty buckets. Returns NULL, or what was wrong.
 */
static const char *hl_v2(const unsigned char *raw, size_t n, struct hl_hist *h)
{
	size_t p = 40, k = 0;
	const char *why;

	if (n < 40 || get_be(raw, 4) != HLOG_V2_COOKIE)
		return "the inflated payload's cookie is not V2's 0x1c849313";
	if (get_be(raw + 4, 4) != n - 40)
		return "the V2 header's payload length differs from the bytes inflated";
	if (get_be(raw + 8, 4))
		return "the V2 header's normalizing index offset is not 0 (a shifted histogram)";
	if ((why = hl_layout_of(&h->l, (int)get_be(raw + 12, 4), get_be(raw + 16, 8), get_be(raw + 24, 8))))
		return why;
	h->count = calloc(h->l.len, sizeof *h->count);
	if (!h->count)
		return "out of memory for its counts";
	why = hl_counts(raw, p, n, h->count, h->l.len, 0, &k);
	h->top = k;
	return why;
}

/* ---- The log: lines, tags, and what each tag adds up to ---- */

enum { HL_MAX_TAGS = 64, HL_TAG_LEN = 64 };

/* A tag's intervals added up, in the layout of its first. */
struct hl_tag {
	char name[HL_TAG_LEN];        /* "" for lines without a tag */
	struct hl_layout l;
	uint64_t *count;              /* l.len of them */
	uint64_t intervals;
};

struct hl_log {
	const char *path;
	uint64_t lineno, lines;
	struct hl_tag tag[HL_MAX_TAGS];
	int ntags;
	int print;                    /* --hlog-counts */
	uint64_t blocks[3];
	struct hl_inflate z;          /* its output buffer kept from line to line */
	unsigned char *bytes;
	size_t cap;
};

/* A start or length in seconds, at most 9 decimals, as whole ns; -1 if it is not one. */
static int hl_seconds(const char *s, uint64_t *ns)
{
	uint64_t whole = 0, frac = 0, scale = NS_PER_S;

	if (*s < '0' || *s > '9')
		return -1;
	for (; *s >= '0' && *s <= '9'; s++)
		if (__builtin_mul_overflow(whole, 10, &whole) || (whole += (uint64_t)(*s - '0')) > 1000000000000)
			return -1;
	if (*s == '.')
		for (s++; *s >= '0' && *s <= '9'; s++)
			if (scale /= 10)
				frac += (uint64_t)(*s - '0') * scale;
	*ns = whole * NS_PER_S + frac;
	return *s ? -1 : 0;
}

/* Refuses the line: "FILE line N: what", exit status 2. */
static int hl_refuse(const struct hl_log *g, const char *what)
{
	char line[1400];

	snprintf(line, sizeof line, "%.900s line %" PRIu64 ": %s", g->path, g->lineno, what);
	return usage_error(line);
}

/* The tag called name, made on first sight with h's layout; NULL if too many or out of memory. */
static struct hl_tag *hl_tag_of(struct hl_log *g, const char *name, const struct hl_hist *h)
{
	struct hl_tag *t;

	for (int k = 0; k < g->ntags; k++)
		if (!strcmp(g->tag[k].name, name))
			return &g->tag[k];
	if (g->ntags == HL_MAX_TAGS)
		return NULL;
	t = &g->tag[g->ntags];
	memset(t, 0, sizeof *t);
	snprintf(t->name, sizeof t->name, "%s", name);
	t->l = h->l;
	t->count = calloc(t->l.len, sizeof *t->count);
	if (!t->count)
		return NULL;
	g->ntags++;
	return t;
}

/* --hlog-counts: the line's total, then each bucket's lowest value and count, as HlogCheck prints them. */
static void hl_print(const struct hl_hist *h, const char *tag, uint64_t start_ns)
{
	uint64_t n = 0, w, start_ms = start_ns / NS_PER_MS;

	for (size_t k = 0; k < h->top; k++)
		n += h->count[k];
	printf("hlog start_ms=%" PRIu64 " tag=%s n=%" PRIu64 "\n", start_ms, tag, n);
	for (size_t k = 0; k < h->top; k++)
		if (h->count[k])
			printf("hlog-count start_ms=%" PRIu64 " tag=%s value_ns=%" PRIu64 " count=%" PRIu64 "\n",
			       start_ms, tag, hl_value(&h->l, k, &w), h->count[k]);
}

/* Adds a line's histogram into its tag; one of another layout than the tag's first is refused. */
static const char *hl_add(struct hl_tag *t, const struct hl_hist *h)
{
	if (h->l.digits != t->l.digits || h->l.unit_mag != t->l.unit_mag)
		return "its histogram's digits or lowest value differ from the tag's first line's";
	if (h->l.len > t->l.len) {
		uint64_t *p = realloc(t->count, h->l.len * sizeof *p);

		if (!p)
			return "out of memory adding it up";
		memset(p + t->l.len, 0, (h->l.len - t->l.len) * sizeof *p);
		t->count = p;
		t->l = h->l;
	}
	for (size_t k = 0; k < h->top; k++)
		if (__builtin_add_overflow(t->count[k], h->count[k], &t->count[k]))
			return "its counts, added to the tag's, pass 2^64";
	t->intervals++;
	return NULL;
}

/*
 * The payload of one line, Base64 text s: its bytes, the cookie and
 * length, the zlib stream inflated, the V2 encoding read into h. Returns
 * NULL, or what was wrong.
 */
static const char *hl_payload(struct hl_log *g, const char *s, struct hl_hist *h)
{
	size_t need = strlen(s) / 4 * 3 + 3;
	long nb;

	if (strlen(s) % 4)
		return "its Base64 is not a whole number of 4-character groups";
	if (need > g->cap) {
		unsigned char *p = realloc(g->bytes, need);

		if (!p)
			return "out of memory for its payload";
		g->bytes = p;
		g->cap = need;
	}
	if ((nb = b64_read(s, g->bytes)) < 0)
		return "its Base64 holds a character that is not Base64, or misplaced padding";
	if (nb < 8 || get_be(g->bytes, 4) != HLOG_ZIP_COOKIE)
		return "its payload's cookie is not the compressed V2 cookie 0x1c849314";
	if (get_be(g->bytes + 4, 4) != (uint64_t)nb - 8)
		return "its payload's length field differs from the bytes the line holds";
	g->z.nout = 0;
	g->z.why = NULL;
	g->z.bits = 0;
	g->z.nbits = 0;
	if (hl_inflate(&g->z, g->bytes + 8, (size_t)nb - 8))
		return g->z.why;
	return hl_v2(g->z.out, g->z.nout, h);
}

/* The interval line s (the tag, start, length, max and Base64 fields) into its tag. */
static int hl_line(struct hl_log *g, char *s)
{
	const char *name = "", *why;
	char *f[4];
	uint64_t start_ns, len_ns, max;
	struct hl_hist h = { 0 };
	struct hl_tag *t;
	int rc = 0;

	if (!strncmp(s, "Tag=", 4)) {
		name = s + 4;
		if (!(s = strchr(s, ',')))
			return hl_refuse(g, "a Tag= with no fields after it");
		*s++ = '\0';
		if (!*name || strlen(name) >= HL_TAG_LEN)
			return hl_refuse(g, "a tag that is empty or longer than 63 characters");
	}
	for (int k = 0; k < 4; k++) {
		f[k] = s;
		s = k < 3 ? strchr(s, ',') : NULL;
		if (k < 3 && !s)
			return hl_refuse(g, "fewer than 4 fields (start,length,max,histogram)");
		if (s)
			*s++ = '\0';
	}
	if (hl_seconds(f[0], &start_ns) || hl_seconds(f[1], &len_ns) || hl_seconds(f[2], &max))
		return hl_refuse(g, "its start, length or max is not a decimal number");
	if (strchr(f[3], ','))
		return hl_refuse(g, "more than 4 fields");
	if ((why = hl_payload(g, f[3], &h)) || !(t = hl_tag_of(g, name, &h)) || (why = hl_add(t, &h))) {
		rc = hl_refuse(g, why ? why : "more than 64 tags, or out of memory");
		goto out;
	}
	if (g->print)
		hl_print(&h, name, start_ns);
	g->lines++;
out:
	free(h.count);
	return rc;
}

/* Reads the whole log into g: comments and the legend passed over, every other line an interval. */
static int hl_read(struct hl_log *g)
{
	FILE *f = fopen(g->path, "r");
	char *line = NULL;
	size_t cap = 0;
	ssize_t n;
	int rc = 0;

	if (!f) {
		char why[1200];

		snprintf(why, sizeof why, "--correct '%.900s' cannot be read: %s", g->path, strerror(errno));
		return usage_error(why);
	}
	while (!rc && (n = getline(&line, &cap, f)) >= 0) {
		g->lineno++;
		while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r'))
			line[--n] = '\0';
		if (line[0] == '#' || !strncmp(line, "\"StartTimestamp\"", 16))
			continue;
		rc = n == 0 ? hl_refuse(g, "an empty line") : hl_line(g, line);
	}
	if (!rc && ferror(f))
		rc = hl_refuse(g, "the file could not be read to its end");
	if (!rc && g->lines == 0)
		rc = hl_refuse(g, "no interval lines in the whole file");
	free(line);
	fclose(f);
	return rc;
}

/* ---- What a tag adds up to, before and after the correction ---- */

/* The bucket of value v under layout l, as AbstractHistogram.countsArrayIndex has it. */
static size_t hl_index(const struct hl_layout *l, uint64_t v)
{
	uint64_t mask = ((UINT64_C(2) << l->half_mag) - 1) << l->unit_mag;
	int bucket = 63 - __builtin_clzll(v | mask) - l->unit_mag - l->half_mag;

	return ((size_t)(bucket + 1) << l->half_mag) + (size_t)(v >> (bucket + l->unit_mag)) -
	       ((size_t)1 << l->half_mag);
}

/* Whether the tag's name says it was corrected: a word "co", or "correct" anywhere in it. */
static int hl_named_corrected(const char *name)
{
	char low[HL_TAG_LEN];
	size_t n = strlen(name);

	for (size_t k = 0; k <= n; k++)
		low[k] = (char)(name[k] >= 'A' && name[k] <= 'Z' ? name[k] - 'A' + 'a' : name[k]);
	if (strstr(low, "correct"))
		return 1;
	for (const char *w = low; *w;) {
		size_t len = 0;

		while (w[len] && ((w[len] >= 'a' && w[len] <= 'z') || (w[len] >= '0' && w[len] <= '9')))
			len++;
		if (len == 2 && !strncmp(w, "co", 2))
			return 1;
		w += len ? len : 1;
	}
	return 0;
}

/*
 * Whether the histogram steps down from its largest value in steps of e,
 * as a correction leaves it: for at least 9 in 10 of up to 200 steps k
 * (spread over all of them), the values that max - k e can be (the largest
 * value is known to its bucket's width w, and x to its own width) hold at
 * least as many as the largest bucket does. Too few steps (max under 9 e)
 * cannot tell, and say no.
 */
static int hl_shaped_corrected(const struct hl_tag *t, uint64_t e)
{
	size_t top = t->l.len, hits = 0, tries = 0;
	uint64_t w, vmax, ctop, steps;

	while (top && !t->count[top - 1])
		top--;
	if (!top)
		return 0;
	vmax = hl_value(&t->l, top - 1, &w) + w - 1;
	ctop = t->count[top - 1];
	steps = vmax / e;
	if (steps < 9)
		return 0;
	for (uint64_t j = 0; j < 200 && j < steps - 1; j++, tries++) {
		uint64_t k = 1 + j * (steps - 2) / (steps - 1 < 200 ? steps - 2 : 199);
		uint64_t x = vmax - k * e, sum = 0, wx;

		hl_value(&t->l, hl_index(&t->l, x), &wx);
		for (size_t b = hl_index(&t->l, x > w + wx ? x - w - wx : 0);
		     b <= hl_index(&t->l, x + wx) && b < top; b++)
			sum += t->count[b];
		hits += sum >= ctop;
	}
	return tries && 10 * hits >= 9 * tries;
}

/* A tag as a distribution: each bucket's count at its highest equivalent value. */
static void hl_dist(const struct hl_tag *t, struct dist *d)
{
	for (size_t k = 0; k < t->l.len; k++)
		if (t->count[k]) {
			uint64_t w, v = hl_value(&t->l, k, &w);

			dist_add(d, v + w - 1, 0, 1, t->count[k]);
		}
}

/* One RESULT line of a summary: n and the six percentiles. */
static void hl_result(const char *tag, const char *as, uint64_t e, const struct summary *s)
{
	printf("RESULT hlog-tag tag=%s as=%s", tag, as);
	if (e)
		printf(" expected_ns=%" PRIu64, e);
	printf(" n=%" PRIu64, s->n);
	for (int j = 0; j < NPCT; j++)
		printf(" %s_ns=%" PRIu64, PCT_NAME[j], s->pct_ns[j]);
	printf("\n");
}

/* One tag: its sentence, recorded against corrected, and the RESULT lines. Returns 0 or 2. */
static int hl_report_tag(const struct hl_tag *t, uint64_t e, const char *e_why)
{
	const char *tag = t->name[0] ? t->name : "untagged";
	struct dist d = { 0 }, c = { 0 };
	struct summary rec, cor;
	int named = hl_named_corrected(t->name), shaped = hl_shaped_corrected(t, e), rc = 0;
	char a[48], b[48];

	hl_dist(t, &d);
	dist_correct(&d, e, &c);
	if (d.oom || c.oom || dist_summarise(&d, SLOW_ABOVE_NS, RANK_ROUND, &rec) ||
	    dist_summarise(&c, SLOW_ABOVE_NS, RANK_ROUND, &cor)) {
		rc = usage_error("--correct: a tag's corrected values pass 2^64, or memory ran out: "
		                 "raise --expected-interval");
		goto out;
	}
	printf("tag %s: %" PRIu64 " intervals, %" PRIu64 " values; p99 %s us as recorded, %s us "
	       "corrected at %s us (%s)\n", tag, t->intervals, rec.n, fmt_us(a, sizeof a, rec.pct_ns[PCT_P99]),
	       fmt_us(b, sizeof b, cor.pct_ns[PCT_P99]), fmt_us((char[48]){ 0 }, 48, e), e_why);
	if (named || shaped)
		printf("  tag %s looks corrected already (%s%s%s): correcting it again counts each "
		       "stall's missing requests twice; read its recorded numbers\n", tag,
		       named ? "its name says so" : "", named && shaped ? ", and " : "",
		       shaped ? "its counts step down from the largest value in steps of the interval, "
		                "as a correction (or an open-loop queue) leaves them" : "");
	hl_result(tag, "recorded", 0, &rec);
	hl_result(tag, "corrected", e, &cor);
	printf("RESULT hlog-tag tag=%s already_corrected=%s\n", tag,
	       named && shaped ? "name,shape" : named ? "name" : shaped ? "shape" : "no");
out:
	dist_free(&d);
	dist_free(&c);
	return rc;
}

/* ---- The mode ---- */

/* The mode's row in LAB_MODES: --correct with a value that ends in .hlog. */
static int hlog_claims(int argc, char **argv)
{
	for (int i = 1; i + 1 < argc; i++)
		if (!strcmp(argv[i], "--correct")) {
			size_t n = strlen(argv[i + 1]);

			return n >= 5 && !strcmp(argv[i + 1] + n - 5, ".hlog");
		}
	return 0;
}

/* Its options: --correct FILE.hlog, --expected-interval T, --hlog-counts; -1 for --help. Returns 0 or 2. */
static int hl_options(int argc, char **argv, struct hl_log *g, uint64_t *e, const char **e_why)
{
	char why[1400] = "", line[1600];

	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
			printf("usage: lab --correct FILE.hlog [--expected-interval T] [--hlog-counts]\n"
			       "  reads an HdrHistogram interval log, adds its intervals up by tag, and prints\n"
			       "  each tag's percentiles as recorded and corrected at T (200us), saying when\n"
			       "  a tag looks corrected already; --hlog-counts: every interval's counts too\n");
			return -1;
		}
		if (!strcmp(argv[i], "--hlog-counts")) {
			g->print = 1;
			continue;
		}
		if (i + 1 < argc && !strcmp(argv[i], "--correct")) {
			g->path = argv[++i];
			continue;
		}
		if (i + 1 < argc && !strcmp(argv[i], "--expected-interval")) {
			if (parse_time(argv[++i], 0, e, why, sizeof why) || *e == 0) {
				snprintf(line, sizeof line, "--expected-interval %s", *e == 0 && !why[0] ?
				         "must be above zero" : why);
				return usage_error(line);
			}
			*e_why = "given";
			continue;
		}
		snprintf(line, sizeof line, "--correct FILE.hlog takes --expected-interval T and "
		         "--hlog-counts only: '%.200s' is not one of them", argv[i]);
		return usage_error(line);
	}
	return 0;
}

static int hlog_run(int argc, char **argv)
{
	struct hl_log *g = calloc(1, sizeof *g);
	uint64_t e = INTERVAL_NS;
	const char *e_why = "bench's default; give --expected-interval T";
	int rc;

	if (!g) {
		fprintf(stderr, "lab: out of memory\n");
		return 1;
	}
	rc = hl_options(argc, argv, g, &e, &e_why);
	if (rc < 0)
		rc = 0;
	else if (!rc && !(rc = hl_read(g))) {
		printf("%s: %" PRIu64 " interval lines, %d tag%s; zlib blocks: %" PRIu64 " stored, %" PRIu64
		       " fixed Huffman, %" PRIu64 " dynamic Huffman\n", g->path, g->lines, g->ntags,
		       g->ntags == 1 ? "" : "s", g->z.blocks[0], g->z.blocks[1], g->z.blocks[2]);
		for (int k = 0; k < g->ntags && !rc; k++)
			rc = hl_report_tag(&g->tag[k], e, e_why);
		printf("RESULT hlog-inflate lines=%" PRIu64 " stored=%" PRIu64 " fixed=%" PRIu64
		       " dynamic=%" PRIu64 "\n", g->lines, g->z.blocks[0], g->z.blocks[1], g->z.blocks[2]);
	}
	for (int k = 0; k < g->ntags; k++)
		free(g->tag[k].count);
	free(g->z.out);
	free(g->bytes);
	free(g);
	return rc;
}
