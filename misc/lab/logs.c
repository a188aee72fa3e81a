/*
 * misc/lab/logs.c: the per-request logs of real load generators, read a
 * line at a time into (send, latency, stream, status) records; and the
 * same formats written out from a simulated run (--write-sim), so that
 * every reader can be held to a known answer.
 *
 * Owns: the bounded line reader (no line over 64 KiB, one refill buffer),
 * CSV and JSON field lookup, exact decimal and RFC 3339 parsing, one
 * parser and one writer per format, format detection, stream names.
 * May call: bench.c's parse_time, usage_error and constants; nothing in
 * diagnose.c. Included by diagnose.c, before it.
 *
 * Each format is read as its tool writes it (misc/notes/diagnose.md cites
 * the source): JMeter's JTL CSV (timeStamp, the start, in ms; elapsed in
 * ms; threadName; success), hey -o csv (response-time and offset of the
 * start, in s, four decimals), vegeta's CSV and JSON (the send's
 * timestamp, latency in ns), k6's NDJSON (an http_req_duration point's
 * time is the END of the request: send = time - value), fortio's JSON
 * access log (timestamp of the start in ns, latency in s) and a plain CSV
 * send_ns,latency_ns[,stream[,status]]. Lines come in completion order;
 * nothing here assumes send order.
 */

enum dg_format { DG_PLAIN, DG_JMETER, DG_HEY, DG_VEGETA_CSV, DG_VEGETA_JSON, DG_K6, DG_FORTIO,
                 DG_NFORMATS, DG_AUTO = DG_NFORMATS };
static const char *const DG_FORMAT_NAME[DG_NFORMATS] = {
	"plain", "jmeter", "hey", "vegeta-csv", "vegeta-json", "k6", "fortio",
};
/* The finest time each format writes: what a request's instants are known to. */
static const uint64_t DG_RESOLUTION_NS[DG_NFORMATS] = {
	1, NS_PER_MS, 100 * NS_PER_US, 1, 1, 1, NS_PER_US,
};
/* Where a format's streams come from: the log names them, or it has none. */
enum dg_streams { DG_STREAMS_LOG, DG_STREAMS_INFER, DG_STREAMS_ONE };

enum dg_status { DG_OK, DG_ERROR, DG_TIMEOUT };
static const char *const DG_STATUS_NAME[] = { "ok", "error", "timeout" };

enum {
	DG_MAX_LINE = 65536,        /* a longer line is refused: no format writes one */
	DG_CHUNK = 1 << 20,         /* bytes read at a time */
	DG_MAX_FIELDS = 64,
	DG_MAX_STREAMS = 1 << 20,
	DG_ERR = 400,
};
/* A latency beyond a day is not a measurement: refused as absurd. */
static const uint64_t DG_MAX_LATENCY_NS = UINT64_C(86400) * NS_PER_S;
/* Send times below 2^62 ns (from 1970 into 2116) are read; later ones are refused, so that
   a send plus its latency and a slot's lag stay far from 64 bits' end. */
static const uint64_t DG_MAX_SEND_NS = UINT64_C(1) << 62;

/* One request of a log. */
struct dg_req {
	uint64_t send_ns;   /* when it was sent (the log's clock) */
	uint64_t lat_ns;    /* reply minus send */
	uint32_t stream;    /* the thread, VU, worker or connection that sent it */
	uint32_t status;    /* enum dg_status */
};

/* ------------------------------------------------------------------ */
/* Stream names                                                        */
/* ------------------------------------------------------------------ */

/* Distinct stream names, each given the next id; an open-addressed table. */
struct dg_names {
	char **name;        /* by id */
	size_t *len;        /* of each name, by id */
	uint32_t n, cap;
	uint32_t *slot;     /* id + 1, or 0 for an empty slot */
	uint32_t nslots;    /* a power of two, at least twice n */
};

static uint64_t dg_hash(const char *s, size_t len)
{
	uint64_t h = UINT64_C(1469598103934665603);

	for (size_t i = 0; i < len; i++)
		h = (h ^ (unsigned char)s[i]) * UINT64_C(1099511628211);
	return h;
}

static int dg_names_grow(struct dg_names *t)
{
	uint32_t ns = t->nslots ? 2 * t->nslots : 64;
	uint32_t *slot = calloc(ns, sizeof *slot);

	if (!slot)
		return -1;
	for (uint32_t id = 0; id < t->n; id++) {
		uint64_t h = dg_hash(t->name[id], t->len[id]) & (ns - 1);

		while (slot[h])
			h = (h + 1) & (ns - 1);
		slot[h] = id + 1;
	}
	free(t->slot);
	t->slot = slot;
	t->nslots = ns;
	return 0;
}

/* The id of name s[0..len), added if new; -1 out of memory or past DG_MAX_STREAMS. */
static int64_t dg_names_id(struct dg_names *t, const char *s, size_t len)
{
	uint64_t h;

	if (2 * (t->n + 1) > t->nslots && dg_names_grow(t))
		return -1;
	for (h = dg_hash(s, len) & (t->nslots - 1); t->slot[h]; h = (h + 1) & (t->nslots - 1)) {
		uint32_t id = t->slot[h] - 1;

		if (t->len[id] == len && !memcmp(t->name[id], s, len))
			return id;
	}
	if (t->n == DG_MAX_STREAMS)
		return -1;
	if (t->n == t->cap) {
		uint32_t cap = t->cap ? 2 * t->cap : 64;
		char **p = realloc(t->name, cap * sizeof *p);

		if (!p)
			return -1;
		t->name = p;
		size_t *l = realloc(t->len, cap * sizeof *l);

		if (!l)
			return -1;
		t->len = l;
		t->cap = cap;
	}
	if (!(t->name[t->n] = malloc(len + 1)))
		return -1;
	if (len)
		memcpy(t->name[t->n], s, len);
	t->name[t->n][len] = '\0';
	t->len[t->n] = len;
	t->slot[h] = t->n + 1;
	return t->n++;
}

/* Whether stream id is named s[0..len). */
static int dg_names_is(const struct dg_names *t, uint32_t id, const char *s, size_t len)
{
	return t->len[id] == len && !memcmp(t->name[id], s, len);
}

static void dg_names_free(struct dg_names *t)
{
	for (uint32_t i = 0; i < t->n; i++)
		free(t->name[i]);
	free(t->name);
	free(t->len);
	free(t->slot);
	memset(t, 0, sizeof *t);
}

/* ------------------------------------------------------------------ */
/* The line reader                                                     */
/* ------------------------------------------------------------------ */

/* A file read a chunk at a time; a line is handed out in place. */
struct dg_reader {
	FILE *f;
	const char *path;
	char *buf;          /* DG_CHUNK + DG_MAX_LINE + 1 bytes */
	size_t start, end;  /* the unread bytes */
	uint64_t lineno;    /* of the line last handed out */
	uint64_t bytes;     /* read so far */
	int eof;
};

static int dg_reader_open(struct dg_reader *r, const char *path)
{
	memset(r, 0, sizeof *r);
	r->path = path;
	r->f = fopen(path, "rb");
	r->buf = malloc(DG_CHUNK + DG_MAX_LINE + 1);
	return r->f && r->buf ? 0 : -1;
}

static void dg_reader_close(struct dg_reader *r)
{
	if (r->f)
		fclose(r->f);
	free(r->buf);
}

/*
 * The next line (without its newline, or its "\r\n") in *line, *len:
 * returns 1, 0 at the end, or -1 with the reason in err (a line longer
 * than DG_MAX_LINE, a read error).
 */
static int dg_next_line(struct dg_reader *r, char **line, size_t *len, char *err, size_t errlen)
{
	for (;;) {
		char *nl = memchr(r->buf + r->start, '\n', r->end - r->start);
		size_t n = nl ? (size_t)(nl - (r->buf + r->start)) : r->end - r->start;

		if (n > DG_MAX_LINE) {
			snprintf(err, errlen, "%s:%" PRIu64 ": the line is longer than %d bytes", r->path,
			         r->lineno + 1, DG_MAX_LINE);
			return -1;
		}
		if (nl || (r->eof && n)) {
			*line = r->buf + r->start;
			r->start += n + (nl != NULL);
			r->lineno++;
			if (n && (*line)[n - 1] == '\r')
				n--;
			if (memchr(*line, '\0', n)) {   /* it would end the line early, unseen */
				snprintf(err, errlen, "%s:%" PRIu64 ": the line holds a NUL byte: expected text",
				         r->path, r->lineno);
				return -1;
			}
			(*line)[n] = '\0';
			*len = n;
			return 1;
		}
		if (r->eof)
			return 0;
		memmove(r->buf, r->buf + r->start, n);
		r->start = 0;
		r->end = n;
		size_t got = fread(r->buf + n, 1, DG_CHUNK, r->f);
		r->end += got;
		r->bytes += got;
		if (got < DG_CHUNK) {
			if (ferror(r->f)) {
				snprintf(err, errlen, "%s: read error: %s", r->path, strerror(errno));
				return -1;
			}
			r->eof = 1;
		}
	}
}

/* ------------------------------------------------------------------ */
/* Fields and numbers                                                  */
/* ------------------------------------------------------------------ */

/* The fields of one CSV line, in place; a quoted field without its quotes. */
struct dg_fields {
	const char *p[DG_MAX_FIELDS];
	size_t len[DG_MAX_FIELDS];
	int n;
};

/* The first comma of s[i..len), or len: eight bytes at a time (a zero byte of x ^ ",,,..."). */
static size_t dg_comma(const char *s, size_t i, size_t len)
{
	const uint64_t ones = UINT64_C(0x0101010101010101), highs = UINT64_C(0x8080808080808080);

	for (; i + 8 <= len; i += 8) {
		uint64_t x;

		memcpy(&x, s + i, 8);
		x ^= ones * ',';
		x = (x - ones) & ~x & highs;
		if (x) {
			size_t k = 0;

			while (s[i + k] != ',')
				k++;
			return i + k;
		}
	}
	while (i < len && s[i] != ',')
		i++;
	return i;
}

/*
 * Splits s at commas outside quotes, the first `need` fields only when the
 * rest holds no quote and cannot hold too many fields (it is then left
 * unsplit, as nothing reads it; f->n is need); need 0: every field. -1 for
 * an unclosed quote or too many fields.
 */
static int dg_split_csv_n(const char *s, size_t len, struct dg_fields *f, int need)
{
	size_t i = 0;

	f->n = 0;
	for (;;) {
		if (f->n == DG_MAX_FIELDS)
			return -1;
		if (f->n == need && need) {
			size_t rest = len - i;

			if (!memchr(s + i, '"', rest)) {
				size_t commas = 0;

				if (rest >= (size_t)(DG_MAX_FIELDS - need))
					for (size_t j = i; j < len; j++)
						commas += s[j] == ',';
				if (commas < (size_t)(DG_MAX_FIELDS - need))
					return 0;
			}
			return dg_split_csv_n(s, len, f, 0);
		}
		if (i < len && s[i] == '"') {
			size_t b = ++i;

			for (; i < len; i++)
				if (s[i] == '"' && !(i + 1 < len && s[i + 1] == '"'))
					break;
				else if (s[i] == '"')
					i++;
			if (i >= len)
				return -1;
			f->p[f->n] = s + b;
			f->len[f->n++] = i - b;
			i++;
		} else {
			size_t e = dg_comma(s, i, len);

			f->p[f->n] = s + i;
			f->len[f->n++] = e - i;
			i = e;
		}
		if (i >= len)
			return 0;
		if (s[i] != ',')
			return -1;
		i++;
	}
}

/* Splits s at commas outside quotes, every field; -1 for an unclosed quote or too many fields. */
static int dg_split_csv(const char *s, size_t len, struct dg_fields *f)
{
	return dg_split_csv_n(s, len, f, 0);
}

/* A whole decimal number; 0, or -1 if it is not one or passes 2^63. */
static int dg_uint(const char *p, size_t len, uint64_t *out)
{
	uint64_t v = 0;

	if (!len || len > 19)
		return -1;
	for (size_t i = 0; i < len; i++) {
		if (p[i] < '0' || p[i] > '9')
			return -1;
		v = v * 10 + (uint64_t)(p[i] - '0');
	}
	*out = v;
	return 0;
}

/*
 * A decimal number (digits, an optional point and digits) times 10^exp,
 * as a whole number: a time in s (exp 9) or ms (exp 6) in ns. Digits past
 * the nanosecond round half up, which is how every value a tool wrote from
 * a whole number of ns comes back exactly. Returns 0, or -1.
 */
static int dg_decimal(const char *p, size_t len, int exp, uint64_t *out)
{
	uint64_t v = 0;
	int digits = 0, after = -1, round = 0;   /* after: digits past the point; -1 before it */

	for (size_t i = 0; i < len; i++) {
		if (p[i] == '.' && after < 0) {
			after = 0;
			continue;
		}
		if (p[i] < '0' || p[i] > '9')
			return -1;
		digits++;
		if (after >= exp) {               /* past the last digit kept */
			if (after++ == exp)
				round = p[i] >= '5';
			continue;
		}
		if (after >= 0)
			after++;
		if (v > (UINT64_MAX - 9) / 10)
			return -1;
		v = v * 10 + (uint64_t)(p[i] - '0');
	}
	if (!digits)
		return -1;
	for (int k = after < 0 ? 0 : (after > exp ? exp : after); k < exp; k++) {
		if (v > UINT64_MAX / 10)
			return -1;
		v *= 10;
	}
	*out = v + (uint64_t)round;
	return 0;
}

/* Days from 1970-01-01 to y-m-d (proleptic Gregorian; Hinnant's days_from_civil). */
static int64_t dg_days(int64_t y, int64_t m, int64_t d)
{
	y -= m <= 2;
	int64_t era = (y >= 0 ? y : y - 399) / 400;
	int64_t yoe = y - era * 400;
	int64_t doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
	int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;

	return era * 146097 + doe - 719468;
}

/* Two digits at p into *v; -1 if they are not digits. */
static int dg_2digits(const char *p, int *v)
{
	if (p[0] < '0' || p[0] > '9' || p[1] < '0' || p[1] > '9')
		return -1;
	*v = (p[0] - '0') * 10 + (p[1] - '0');
	return 0;
}

/*
 * RFC 3339 as Go writes time.Time (RFC3339Nano, trailing zeros dropped):
 * 2023-11-14T22:13:20.123456789Z or ...+01:00, in ns since 1970. Returns
 * 0, or -1 if it is not one, or lies before 1970 or from 2^62 ns (in 2116) on.
 */
static int dg_rfc3339(const char *p, size_t len, uint64_t *out)
{
	int y1, y2, mo, d, h, mi, s, oh = 0, om = 0;
	size_t i = 19;
	uint64_t frac = 0;
	int64_t secs, sign = 0;

	if (len < 20 || dg_2digits(p, &y1) || dg_2digits(p + 2, &y2) || p[4] != '-' ||
	    dg_2digits(p + 5, &mo) || p[7] != '-' || dg_2digits(p + 8, &d) || p[10] != 'T' ||
	    dg_2digits(p + 11, &h) || p[13] != ':' || dg_2digits(p + 14, &mi) || p[16] != ':' ||
	    dg_2digits(p + 17, &s) || mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 ||
	    s > 60)
		return -1;
	if (p[i] == '.') {
		size_t b = ++i;

		while (i < len && p[i] >= '0' && p[i] <= '9')
			i++;
		if (i == b || i - b > 9 || dg_decimal(p + b - 1, i - b + 1, 9, &frac))
			return -1;
	}
	if (i + 1 == len && p[i] == 'Z')
		sign = 0;
	else if (i + 6 == len && (p[i] == '+' || p[i] == '-') && !dg_2digits(p + i + 1, &oh) &&
	         p[i + 3] == ':' && !dg_2digits(p + i + 4, &om))
		sign = p[i] == '+' ? 1 : -1;
	else
		return -1;
	secs = dg_days(y1 * 100 + y2, mo, d) * 86400 + h * 3600 + mi * 60 + s -
	       sign * (oh * 3600 + om * 60);
	if (secs < 0 || (uint64_t)secs >= DG_MAX_SEND_NS / NS_PER_S)
		return -1;
	*out = (uint64_t)secs * NS_PER_S + frac;
	return 0;
}

/*
 * The value of "key": in a JSON object on one line, found by its quoted
 * name followed by a colon (keys are unique in the lines read here): a
 * string without its quotes (*quoted = 1) or a bare token. 0, or -1 if
 * the key is absent or its value unterminated.
 */
static int dg_json(const char *s, size_t len, const char *key, const char **v, size_t *vlen,
                   int *quoted)
{
	size_t klen = strlen(key);
	const char *end = s + len, *p = s;

	while ((p = memchr(p, '"', (size_t)(end - p)))) {
		if ((size_t)(end - p) > klen + 2 && !memcmp(p + 1, key, klen) && p[klen + 1] == '"' &&
		    (p == s || p[-1] != '\\')) {
			const char *q = p + klen + 2;

			while (q < end && *q == ' ')
				q++;
			if (q < end && *q == ':') {
				for (q++; q < end && *q == ' '; q++)
					;
				break;
			}
		}
		p++;
	}
	if (!p)
		return -1;
	p += klen + 2;
	while (*p != ':')
		p++;
	for (p++; p < end && *p == ' '; p++)
		;
	*quoted = p < end && *p == '"';
	if (*quoted) {
		const char *q = ++p;

		while (q < end && *q != '"')
			q += *q == '\\' ? 2 : 1;
		if (q >= end)
			return -1;
		*v = p;
		*vlen = (size_t)(q - p);
		return 0;
	}
	const char *q = p;

	while (q < end && *q != ',' && *q != '}' && *q != ' ')
		q++;
	*v = p;
	*vlen = (size_t)(q - p);
	return q > p ? 0 : -1;
}

/* Whether s[0..len) equals the C string w. */
static int dg_is(const char *s, size_t len, const char *w)
{
	return strlen(w) == len && !memcmp(s, w, len);
}

/* Whether s[0..len) contains the C string w. */
static int dg_has(const char *s, size_t len, const char *w)
{
	size_t wl = strlen(w);

	for (size_t i = 0; i + wl <= len; i++)
		if (!memcmp(s + i, w, wl))
			return 1;
	return 0;
}

/* ------------------------------------------------------------------ */
/* The formats                                                         */
/* ------------------------------------------------------------------ */

/* What a parser knows of its file: its place, the columns a header named. */
struct dg_parse {
	const char *path;
	uint64_t lineno;
	int jmeter_end;          /* JMeter's timeStamp is the end (sampleresult.timestamp.start=false) */
	int col[5];              /* JMeter: timeStamp, elapsed, responseCode, threadName, success; -1 none */
	int ncols;               /* fields a JMeter line must have */
	int named;               /* a line named its stream */
	struct dg_names *names;
	int64_t last_id;         /* the stream the line before named; -1 none */
	char err[DG_ERR];
};
enum { JC_TS, JC_ELAPSED, JC_CODE, JC_THREAD, JC_SUCCESS };
static const char *const JMETER_COLUMN[] = { "timeStamp", "elapsed", "responseCode", "threadName",
                                             "success" };
/* Debian's JMeter 2.13 writes no header; its save service's default columns begin so. */
static const int JMETER_DEFAULT_COL[] = { 0, 1, 3, 5, 7 };
/*
 * ab -g's header (httpd's support/ab.c, output_results): ab writes the
 * gnuplot file after sorting its requests by total time, each row the
 * start in whole seconds (twice: as text and as seconds), then connect,
 * processing, total and wait in rounded ms. No send order, no sub-second
 * send time and no connection survive, so diagnose refuses it and says
 * what its latencies alone can give.
 */
static const char AB_GNUPLOT_HEADER[] = "starttime\tseconds\tctime\tdtime\tttime\twait";
static const char HEY_HEADER[] =
	"response-time,DNS+dialup,DNS,Request-write,Response-delay,Response-read,status-code,offset";

/* The refusal of one field: file, line, field, what was expected, what was found. */
static int dg_bad(struct dg_parse *c, const char *field, const char *expected, const char *v,
                  size_t vlen)
{
	snprintf(c->err, sizeof c->err, "%s:%" PRIu64 ": field %s: expected %s, found '%.*s'%s",
	         c->path, c->lineno, field, expected, (int)(vlen > 40 ? 40 : vlen), v,
	         vlen > 40 ? "..." : "");
	return -1;
}

/* A latency in the unit 10^-exp s; refused if negative, not a number, or above a day. */
static int dg_latency(struct dg_parse *c, const char *field, const char *v, size_t vlen, int exp,
                      uint64_t *out)
{
	static const char *const UNIT[] = { [0] = "ns", [6] = "ms", [9] = "s" };

	if (vlen && v[0] == '-')
		return dg_bad(c, field, "a latency of 0 or more", v, vlen);
	if (exp ? dg_decimal(v, vlen, exp, out) : dg_uint(v, vlen, out)) {
		char what[48];

		snprintf(what, sizeof what, "a latency in %s", UNIT[exp]);
		return dg_bad(c, field, what, v, vlen);
	}
	if (*out > DG_MAX_LATENCY_NS)
		return dg_bad(c, field, "a latency of at most a day", v, vlen);
	return 0;
}

/* A send time, a whole number in the unit of mult ns; refused if negative or past 2^62 ns. */
static int dg_send(struct dg_parse *c, const char *field, const char *v, size_t vlen, uint64_t mult,
                   uint64_t *out)
{
	if (vlen && v[0] == '-')
		return dg_bad(c, field, "a time of 0 or more", v, vlen);
	if (dg_uint(v, vlen, out) || *out > DG_MAX_SEND_NS / mult)
		return dg_bad(c, field, mult == 1 ? "a whole number of ns below 2^62 (4611686018427387904)"
		                        : "a whole number of ms since 1970, before 2116", v, vlen);
	*out *= mult;
	return 0;
}

/* A field that holds an HTTP status (at most 999): into *code, or a refusal naming it. */
static int dg_code(struct dg_parse *c, const char *field, const char *v, size_t vlen,
                   uint64_t *code)
{
	if (dg_uint(v, vlen, code) || *code > 999)
		return dg_bad(c, field, "an HTTP status", v, vlen);
	return 0;
}

/* The stream named s[0..len): its id into *out. */
static int dg_stream(struct dg_parse *c, const char *s, size_t len, uint32_t *out)
{
	int64_t id = c->last_id;

	/* a log's lines mostly name the stream the line before did: no lookup then */
	if (id < 0 || !dg_names_is(c->names, (uint32_t)id, s, len))
		c->last_id = id = dg_names_id(c->names, s, len);

	if (id < 0) {
		snprintf(c->err, sizeof c->err, "%s:%" PRIu64 ": more than %d streams, or out of memory",
		         c->path, c->lineno, DG_MAX_STREAMS);
		return -1;
	}
	c->named |= len > 0;
	*out = (uint32_t)id;
	return 0;
}

/* An HTTP status: 1xx to 3xx is ok, anything else (0: no reply) an error. */
static uint32_t dg_http(uint64_t code)
{
	return code >= 100 && code < 400 ? DG_OK : DG_ERROR;
}

/* plain: send_ns,latency_ns[,stream[,status]]; a header line "send_ns,..." may open it. */
static int dg_parse_plain(struct dg_parse *c, const char *s, size_t len, struct dg_req *r)
{
	struct dg_fields f;
	uint64_t code;

	if (c->lineno == 1 && len >= 7 && !memcmp(s, "send_ns", 7))
		return 0;
	if (dg_split_csv(s, len, &f) || f.n < 2 || f.n > 4)
		return dg_bad(c, "count", "2 to 4 fields: send_ns,latency_ns[,stream[,status]]", s, len);
	if (dg_send(c, "send_ns", f.p[0], f.len[0], 1, &r->send_ns) ||
	    dg_latency(c, "latency_ns", f.p[1], f.len[1], 0, &r->lat_ns) ||
	    dg_stream(c, f.n > 2 ? f.p[2] : "", f.n > 2 ? f.len[2] : 0, &r->stream))
		return -1;
	r->status = DG_OK;
	if (f.n < 4 || dg_is(f.p[3], f.len[3], "ok"))
		return 1;
	if (dg_is(f.p[3], f.len[3], "error"))
		r->status = DG_ERROR;
	else if (dg_is(f.p[3], f.len[3], "timeout"))
		r->status = DG_TIMEOUT;
	else if (!dg_uint(f.p[3], f.len[3], &code) && code < 1000)
		r->status = dg_http(code);
	else
		return dg_bad(c, "status", "ok, error, timeout or an HTTP status", f.p[3], f.len[3]);
	return 1;
}

/* A JMeter header line: the place of each column read; 0, or -1 without timeStamp or elapsed. */
static int dg_jmeter_header(struct dg_parse *c, const struct dg_fields *f)
{
	c->ncols = 0;
	for (int k = 0; k < 5; k++) {
		c->col[k] = -1;
		for (int j = 0; j < f->n; j++)
			if (dg_is(f->p[j], f->len[j], JMETER_COLUMN[k]))
				c->col[k] = j;
		if (c->col[k] + 1 > c->ncols)
			c->ncols = c->col[k] + 1;
	}
	if (c->col[JC_TS] < 0 || c->col[JC_ELAPSED] < 0)
		return dg_bad(c, "header", "columns named timeStamp and elapsed", f->p[0], f->len[0]);
	return 0;
}

/* JMeter's JTL CSV, with or without its header line. */
static int dg_parse_jmeter(struct dg_parse *c, const char *s, size_t len, struct dg_req *r)
{
	struct dg_fields f;
	uint64_t ts;
	const int *col = c->col;

	if (dg_split_csv_n(s, len, &f, c->lineno == 1 ? 0 : c->ncols))
		return dg_bad(c, "count", "comma-separated fields, quotes closed", s, len);
	if (c->lineno == 1 && dg_is(f.p[0], f.len[0], "timeStamp"))
		return dg_jmeter_header(c, &f) ? -1 : 0;
	if (f.n < c->ncols) {
		char what[64];

		snprintf(what, sizeof what, "at least %d comma-separated fields", c->ncols);
		return dg_bad(c, "count", what, s, len);
	}
	if (dg_send(c, "timeStamp", f.p[col[JC_TS]], f.len[col[JC_TS]], NS_PER_MS, &ts) ||
	    dg_latency(c, "elapsed", f.p[col[JC_ELAPSED]], f.len[col[JC_ELAPSED]], 6, &r->lat_ns))
		return -1;
	if (r->lat_ns % NS_PER_MS)
		return dg_bad(c, "elapsed", "a whole number of ms", f.p[col[JC_ELAPSED]],
		              f.len[col[JC_ELAPSED]]);
	if (c->jmeter_end && ts < r->lat_ns)
		return dg_bad(c, "timeStamp", "an end after 1970 + elapsed", f.p[col[JC_TS]],
		              f.len[col[JC_TS]]);
	r->send_ns = c->jmeter_end ? ts - r->lat_ns : ts;
	r->status = DG_OK;
	if (col[JC_SUCCESS] >= 0) {
		const char *v = f.p[col[JC_SUCCESS]];
		size_t vl = f.len[col[JC_SUCCESS]];

		if (!dg_is(v, vl, "true") && !dg_is(v, vl, "false"))
			return dg_bad(c, "success", "true or false", v, vl);
		r->status = v[0] == 't' ? DG_OK : DG_ERROR;
	}
	if (col[JC_CODE] >= 0 && dg_has(f.p[col[JC_CODE]], f.len[col[JC_CODE]], "Timeout"))
		r->status = DG_TIMEOUT;
	return dg_stream(c, col[JC_THREAD] >= 0 ? f.p[col[JC_THREAD]] : "",
	                 col[JC_THREAD] >= 0 ? f.len[col[JC_THREAD]] : 0, &r->stream) ? -1 : 1;
}

/* hey -o csv: its header, then response-time (s), five phases, status-code, offset (s). */
static int dg_parse_hey(struct dg_parse *c, const char *s, size_t len, struct dg_req *r)
{
	struct dg_fields f;
	uint64_t code;

	if (c->lineno == 1)
		return dg_is(s, len, HEY_HEADER) ? 0
		       : dg_bad(c, "header", "hey's header line response-time,DNS+dialup,...", s, len);
	if (dg_split_csv(s, len, &f) || f.n != 8)
		return dg_bad(c, "count", "8 comma-separated fields", s, len);
	if (dg_latency(c, "response-time", f.p[0], f.len[0], 9, &r->lat_ns))
		return -1;
	if (dg_code(c, "status-code", f.p[6], f.len[6], &code))
		return -1;
	if (f.len[7] && f.p[7][0] == '-')
		return dg_bad(c, "offset", "a time of 0 or more", f.p[7], f.len[7]);
	if (dg_decimal(f.p[7], f.len[7], 9, &r->send_ns) || r->send_ns > DG_MAX_SEND_NS)
		return dg_bad(c, "offset", "seconds since the start", f.p[7], f.len[7]);
	r->status = dg_http(code);
	r->stream = 0;
	return 1;
}

/* Go's error texts for a request that ran out of time. */
static uint32_t dg_go_error(const char *e, size_t len, uint64_t code)
{
	if (dg_has(e, len, "imeout") || dg_has(e, len, "deadline exceeded"))
		return DG_TIMEOUT;
	return len || code == 0 ? DG_ERROR : dg_http(code);
}

/* vegeta encode --to csv: timestamp (ns), code, latency (ns), bytes, error, body, attack, seq, ... */
static int dg_parse_vegeta_csv(struct dg_parse *c, const char *s, size_t len, struct dg_req *r)
{
	struct dg_fields f;
	uint64_t code, seq;

	if (dg_split_csv(s, len, &f) || f.n != 12)
		return dg_bad(c, "count", "12 comma-separated fields", s, len);
	if (dg_send(c, "timestamp", f.p[0], f.len[0], 1, &r->send_ns) ||
	    dg_latency(c, "latency", f.p[2], f.len[2], 0, &r->lat_ns))
		return -1;
	if (dg_code(c, "code", f.p[1], f.len[1], &code))
		return -1;
	if (dg_uint(f.p[8], f.len[8], &seq))
		return dg_bad(c, "seq", "a whole number", f.p[8], f.len[8]);
	r->status = dg_go_error(f.p[5], f.len[5], code);
	r->stream = 0;
	return 1;
}

/* Whether a JSON line is one whole object ({ to }, spaces around allowed); 0, or -1 refused. */
static int dg_object(struct dg_parse *c, const char *s, size_t len)
{
	size_t a = 0, b = len;

	while (a < len && (s[a] == ' ' || s[a] == '\t'))
		a++;
	while (b > a && (s[b - 1] == ' ' || s[b - 1] == '\t'))
		b--;
	if (a < len && s[a] == '{' && b > a + 1 && s[b - 1] == '}')
		return 0;
	return dg_bad(c, "line", "a JSON object, { to }", s, len);
}

/* One key of a JSON line, or a refusal naming it. */
static int dg_key(struct dg_parse *c, const char *s, size_t len, const char *key, int want_quoted,
                  const char **v, size_t *vl)
{
	int quoted;

	if (dg_json(s, len, key, v, vl, &quoted))
		return dg_bad(c, key, "the key present, its value closed", s, len);
	if (quoted != want_quoted)
		return dg_bad(c, key, want_quoted ? "a string" : "a number", *v, *vl);
	return 0;
}

/* A key of a JSON line that holds an RFC 3339 time: the instant into *out, or a refusal. */
static int dg_key_time(struct dg_parse *c, const char *s, size_t len, const char *key,
                       uint64_t *out)
{
	const char *v;
	size_t vl;

	if (dg_key(c, s, len, key, 1, &v, &vl))
		return -1;
	if (dg_rfc3339(v, vl, out))
		return dg_bad(c, key, "an RFC 3339 time after 1970", v, vl);
	return 0;
}

/* vegeta encode --to json: timestamp (RFC 3339, the send), latency (ns), code, error, seq. */
static int dg_parse_vegeta_json(struct dg_parse *c, const char *s, size_t len, struct dg_req *r)
{
	const char *v;
	size_t vl;
	uint64_t code;

	if (dg_object(c, s, len))
		return -1;
	if (dg_key_time(c, s, len, "timestamp", &r->send_ns))
		return -1;
	if (dg_key(c, s, len, "latency", 0, &v, &vl) || dg_latency(c, "latency", v, vl, 0, &r->lat_ns))
		return -1;
	if (dg_key(c, s, len, "code", 0, &v, &vl) || dg_code(c, "code", v, vl, &code))
		return -1;
	if (dg_key(c, s, len, "seq", 0, &v, &vl))
		return -1;
	if (dg_key(c, s, len, "error", 1, &v, &vl))
		return -1;
	r->status = dg_go_error(v, vl, code);
	r->stream = 0;
	return 1;
}

/*
 * k6 --out json: one JSON object a line; only the Points of
 * http_req_duration are requests. A point's time is when the request
 * ENDED (k6's tracer stamps every metric of the request with its
 * EndTime), so the send is time - value, value being in ms.
 */
static int dg_parse_k6(struct dg_parse *c, const char *s, size_t len, struct dg_req *r)
{
	const char *v;
	size_t vl;
	uint64_t end_ns, code;
	int quoted;

	if (dg_object(c, s, len))
		return -1;
	if (dg_key(c, s, len, "type", 1, &v, &vl))
		return -1;
	if (!dg_is(v, vl, "Point"))
		return 0;
	if (dg_key(c, s, len, "metric", 1, &v, &vl))
		return -1;
	if (!dg_is(v, vl, "http_req_duration"))
		return 0;
	if (dg_key_time(c, s, len, "time", &end_ns))
		return -1;
	if (dg_key(c, s, len, "value", 0, &v, &vl) || dg_latency(c, "value", v, vl, 6, &r->lat_ns))
		return -1;
	if (r->lat_ns > end_ns)
		return dg_bad(c, "value", "a duration that ends after 1970", v, vl);
	r->send_ns = end_ns - r->lat_ns;
	r->status = DG_OK;
	if (!dg_json(s, len, "status", &v, &vl, &quoted)) {
		if (dg_code(c, "status", v, vl, &code))
			return -1;
		r->status = dg_http(code);
	}
	if (!dg_json(s, len, "error_code", &v, &vl, &quoted) && dg_is(v, vl, "1050"))
		r->status = DG_TIMEOUT;   /* k6's error code for a request timeout */
	if (dg_json(s, len, "vu", &v, &vl, &quoted))
		v = "", vl = 0;   /* k6 tags the VU only when the system tag is on */
	return dg_stream(c, v, vl, &r->stream) ? -1 : 1;
}

/* fortio's JSON access log: latency (s, %f), timestamp (the start, ns), thread, iter, ok. */
static int dg_parse_fortio(struct dg_parse *c, const char *s, size_t len, struct dg_req *r)
{
	const char *v;
	size_t vl;

	if (dg_object(c, s, len))
		return -1;
	if (dg_key(c, s, len, "latency", 0, &v, &vl) || dg_latency(c, "latency", v, vl, 9, &r->lat_ns))
		return -1;
	if (dg_key(c, s, len, "timestamp", 0, &v, &vl) ||
	    dg_send(c, "timestamp", v, vl, 1, &r->send_ns))
		return -1;
	if (dg_key(c, s, len, "ok", 0, &v, &vl))
		return -1;
	if (!dg_is(v, vl, "true") && !dg_is(v, vl, "false"))
		return dg_bad(c, "ok", "true or false", v, vl);
	r->status = v[0] == 't' ? DG_OK : DG_ERROR;
	if (dg_key(c, s, len, "thread", 0, &v, &vl))
		return -1;
	return dg_stream(c, v, vl, &r->stream) ? -1 : 1;
}

typedef int (*dg_parse_fn)(struct dg_parse *, const char *, size_t, struct dg_req *);
static const dg_parse_fn DG_PARSE[DG_NFORMATS] = {
	dg_parse_plain, dg_parse_jmeter, dg_parse_hey, dg_parse_vegeta_csv, dg_parse_vegeta_json,
	dg_parse_k6, dg_parse_fortio,
};
/* Streams each format names: hey's workers are not in its log, vegeta's requests have none. */
static const enum dg_streams DG_STREAMS_OF[DG_NFORMATS] = {
	DG_STREAMS_LOG, DG_STREAMS_LOG, DG_STREAMS_INFER, DG_STREAMS_ONE, DG_STREAMS_ONE,
	DG_STREAMS_LOG, DG_STREAMS_LOG,
};

/* The format a first line says; DG_AUTO if it says none. */
static enum dg_format dg_detect(const char *s, size_t len)
{
	struct dg_fields f;
	uint64_t x;

	if (len && s[0] == '{') {
		if (dg_has(s, len, "\"metric\""))
			return DG_K6;
		if (dg_has(s, len, "\"thread\"") && dg_has(s, len, "\"latency\""))
			return DG_FORTIO;
		if (dg_has(s, len, "\"seq\"") && dg_has(s, len, "\"latency\""))
			return DG_VEGETA_JSON;
		return DG_AUTO;
	}
	if (len >= 10 && !memcmp(s, "timeStamp,", 10))
		return DG_JMETER;
	if (dg_is(s, len, HEY_HEADER))
		return DG_HEY;
	if (len >= 8 && !memcmp(s, "send_ns,", 8))
		return DG_PLAIN;
	if (dg_split_csv(s, len, &f) || f.n < 2 || dg_uint(f.p[0], f.len[0], &x))
		return DG_AUTO;
	if (f.n == 12 && f.len[0] >= 16)
		return DG_VEGETA_CSV;
	if (f.n >= 8 && (dg_is(f.p[7], f.len[7], "true") || dg_is(f.p[7], f.len[7], "false")))
		return DG_JMETER;
	if (f.n <= 4 && !dg_uint(f.p[1], f.len[1], &x))
		return DG_PLAIN;
	return DG_AUTO;
}

/* A log read whole: its requests in the order they were written, and what the file said. */
struct dg_log {
	struct dg_req *req;
	size_t n, cap;
	struct dg_names names;
	enum dg_format format;
	enum dg_streams streams;
	uint64_t lines, bytes;
};

/* A reader's sink: takes each request as it is read; 0, or -1 (out of memory, one it said). */
typedef int (*dg_sink_fn)(void *ctx, const struct dg_req *r);

/* The in-memory sink: every request held in log->req, in the order read. */
static int dg_push(void *ctx, const struct dg_req *r)
{
	struct dg_log *log = ctx;

	if (log->n == log->cap) {
		size_t cap = log->cap ? 2 * log->cap : 4096;
		struct dg_req *p = realloc(log->req, cap * sizeof *p);

		if (!p)
			return -1;
		log->req = p;
		log->cap = cap;
	}
	log->req[log->n++] = *r;
	return 0;
}

/*
 * Reads path as format (DG_AUTO: the first line decides), handing each
 * request to sink(ctx) (dg_push holds them in log->req; the passes route,
 * logwalk.c, writes them out); log->n counts them either way. Returns 0,
 * 2 with one line on stderr (bad input: the first refused line), or 1 out
 * of memory. jmeter_end: JMeter's timeStamp is the end.
 */
static int dg_read_log(const char *path, enum dg_format format, int jmeter_end, struct dg_log *log,
                       dg_sink_fn sink, void *ctx)
{
	struct dg_reader rd;
	struct dg_parse c = { .path = path, .jmeter_end = jmeter_end, .names = &log->names,
	                      .last_id = -1 };
	char *line, err[DG_ERR];
	size_t len;
	int got, rc = 0;

	memcpy(c.col, JMETER_DEFAULT_COL, sizeof c.col);
	c.ncols = 8;
	if (dg_reader_open(&rd, path)) {
		snprintf(err, sizeof err, "%s: cannot read: %s", path, strerror(errno));
		dg_reader_close(&rd);
		return usage_error(err);
	}
	while (!rc && (got = dg_next_line(&rd, &line, &len, err, sizeof err)) == 1) {
		struct dg_req r;
		int k;

		c.lineno = rd.lineno;
		if (rd.lineno == 1 && format == DG_AUTO && dg_is(line, len, AB_GNUPLOT_HEADER)) {
			snprintf(err, sizeof err, "%s:1: an ab -g file, which no schedule can be read from: ab "
			         "writes its rows sorted by total time, each start in whole seconds and no "
			         "connection; its latencies alone: tail -n +2 %s | cut -f5 | sed 's/$/ms/' "
			         ">t.txt; ./lab --correct t.txt --expected-interval T", path, path);
			got = -1;
			break;
		}
		if (rd.lineno == 1 && format == DG_AUTO && (format = dg_detect(line, len)) == DG_AUTO) {
			snprintf(err, sizeof err, "%s:1: the first line is no format known (plain, jmeter, "
			         "hey, vegeta-csv, vegeta-json, k6, fortio); name one with --format", path);
			got = -1;
			break;
		}
		if (!len)
			continue;
		k = DG_PARSE[format](&c, line, len, &r);
		if (k < 0)
			rc = usage_error(c.err);
		else if (k == 1 && sink(ctx, &r))
			rc = 1;
		else if (k == 1 && sink != dg_push)
			log->n++;
	}
	if (!rc && got < 0)
		rc = usage_error(err);
	if (!rc && !log->n) {
		if (format == DG_AUTO)   /* no line to detect a format from */
			snprintf(err, sizeof err, "%s: no requests: the file is empty (expected a log of "
			         "plain, jmeter, hey, vegeta-csv, vegeta-json, k6 or fortio)", path);
		else
			snprintf(err, sizeof err, "%s: no requests in %" PRIu64 " lines of %s", path,
			         rd.lineno, DG_FORMAT_NAME[format]);
		rc = usage_error(err);
	}
	log->format = format;
	log->lines = rd.lineno;
	log->bytes = rd.bytes;
	log->streams = format == DG_AUTO ? DG_STREAMS_ONE : DG_STREAMS_OF[format];
	/* k6 tags a point with its VU only when told to (the vu system tag is off by
	   default); its VUs are closed loops, so without the tag they are a worker
	   pool to infer, as hey's; another log that names no stream is one stream */
	if (log->streams == DG_STREAMS_LOG && !c.named)
		log->streams = format == DG_K6 ? DG_STREAMS_INFER : DG_STREAMS_ONE;
	dg_reader_close(&rd);
	return rc;
}

/* ------------------------------------------------------------------ */
/* Writing the formats (a simulated run, for the tests)                */
/* ------------------------------------------------------------------ */

/* The written logs' epoch: 2023-11-14T22:13:20Z, so that times look like a tool's. */
static const uint64_t DG_SIM_EPOCH_S = UINT64_C(1700000000);

/* y-m-d of a day count from 1970 (Hinnant's civil_from_days). */
static void dg_civil(int64_t z, int64_t *y, int *m, int *d)
{
	z += 719468;
	int64_t era = (z >= 0 ? z : z - 146096) / 146097;
	int64_t doe = z - era * 146097;
	int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
	int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
	int64_t mp = (5 * doy + 2) / 153;

	*d = (int)(doy - (153 * mp + 2) / 5 + 1);
	*m = (int)(mp < 10 ? mp + 3 : mp - 9);
	*y = yoe + era * 400 + (*m <= 2);
}

/* ns since 1970 as Go's RFC3339Nano writes it, at offset_min minutes east of UTC. */
static void dg_put_rfc3339(FILE *f, uint64_t ns, int offset_min)
{
	int64_t s = (int64_t)(ns / NS_PER_S) + offset_min * 60, y;
	uint64_t frac = ns % NS_PER_S;
	int m, d;

	dg_civil(s / 86400, &y, &m, &d);
	fprintf(f, "%04" PRId64 "-%02d-%02dT%02d:%02d:%02d", y, m, d, (int)(s % 86400 / 3600),
	        (int)(s % 3600 / 60), (int)(s % 60));
	if (frac) {
		int digits = 9;

		while (frac % 10 == 0) {
			frac /= 10;
			digits--;
		}
		fprintf(f, ".%0*" PRIu64, digits, frac);
	}
	if (offset_min)
		fprintf(f, "%c%02d:%02d", offset_min > 0 ? '+' : '-', abs(offset_min) / 60,
		        abs(offset_min) % 60);
	else
		fputc('Z', f);
}

/* ns as a decimal in the unit 10^exp ns, with exactly `places` decimals (-1: as few as exact). */
static void dg_put_decimal(FILE *f, uint64_t ns, int exp, int places)
{
	uint64_t unit = 1;

	for (int k = 0; k < exp; k++)
		unit *= 10;
	uint64_t whole = ns / unit, frac = ns % unit;
	int digits = exp;

	if (places < 0) {
		while (digits && frac % 10 == 0) {
			frac /= 10;
			digits--;
		}
	} else {
		for (; digits > places; digits--)
			frac /= 10;
	}
	if (digits)
		fprintf(f, "%" PRIu64 ".%0*" PRIu64, whole, digits, frac);
	else
		fprintf(f, "%" PRIu64, whole);
}

/* One request of a simulated run, as format writes it; seq counts sends from 0. */
static void dg_put(FILE *f, enum dg_format format, const struct dg_req *r, uint64_t seq)
{
	uint64_t epoch_ns = DG_SIM_EPOCH_S * NS_PER_S, ms = NS_PER_MS;

	switch (format) {
	case DG_PLAIN:
		fprintf(f, "%" PRIu64 ",%" PRIu64 ",c%u\n", r->send_ns, r->lat_ns, r->stream);
		break;
	case DG_JMETER:   /* Debian's JMeter 2.13 columns, no header */
		fprintf(f, "%" PRIu64 ",%" PRIu64 ",HTTP Request,200,OK,Thread Group 1-%u,text,true,2,"
		        "1,1,%" PRIu64 "\n", (epoch_ns + r->send_ns) / ms, r->lat_ns / ms, r->stream + 1,
		        r->lat_ns / ms);
		break;
	case DG_HEY:
		dg_put_decimal(f, r->lat_ns, 9, 4);
		fputs(",0.0000,0.0000,0.0000,0.0000,0.0000,200,", f);
		dg_put_decimal(f, r->send_ns, 9, 4);
		fputc('\n', f);
		break;
	case DG_VEGETA_CSV:
		fprintf(f, "%" PRIu64 ",200,%" PRIu64 ",0,2,,b2s=,,%" PRIu64 ",GET,http://127.0.0.1/,\n",
		        epoch_ns + r->send_ns, r->lat_ns, seq);
		break;
	case DG_VEGETA_JSON:
		fprintf(f, "{\"attack\":\"\",\"seq\":%" PRIu64 ",\"code\":200,\"timestamp\":\"", seq);
		dg_put_rfc3339(f, epoch_ns + r->send_ns, 0);
		fprintf(f, "\",\"latency\":%" PRIu64 ",\"bytes_out\":0,\"bytes_in\":2,\"error\":\"\","
		        "\"body\":\"b2s=\",\"method\":\"GET\",\"url\":\"http://127.0.0.1/\",\"headers\":{}}\n",
		        r->lat_ns);
		break;
	case DG_K6:       /* the point is stamped with the END; an http_reqs point beside it */
		for (int k = 0; k < 2; k++) {
			fprintf(f, "{\"metric\":\"%s\",\"type\":\"Point\",\"data\":{\"time\":\"",
			        k ? "http_reqs" : "http_req_duration");
			dg_put_rfc3339(f, epoch_ns + r->send_ns + r->lat_ns, 60);
			fputs("\",\"value\":", f);
			dg_put_decimal(f, k ? NS_PER_MS : r->lat_ns, 6, -1);
			fprintf(f, ",\"tags\":{\"expected_response\":\"true\",\"method\":\"GET\",\"name\":"
			        "\"http://127.0.0.1/\",\"proto\":\"HTTP/1.1\",\"scenario\":\"default\","
			        "\"status\":\"200\",\"url\":\"http://127.0.0.1/\",\"vu\":\"%u\"}}}\n",
			        r->stream + 1);
		}
		break;
	case DG_FORTIO:
		fputs("{\"latency\":", f);
		dg_put_decimal(f, r->lat_ns, 9, 6);
		fprintf(f, ",\"timestamp\":%" PRIu64 ",\"thread\":%u,\"iter\":%" PRIu64 ",\"ok\":true,"
		        "\"details\":\"200\"}\n", epoch_ns + r->send_ns, r->stream, seq);
		break;
	default:
		break;
	}
}

/* What opens a simulated log before its first request. */
static void dg_put_head(FILE *f, enum dg_format format)
{
	if (format == DG_HEY)
		fprintf(f, "%s\n", HEY_HEADER);
	else if (format == DG_K6)
		fputs("{\"type\":\"Metric\",\"data\":{\"name\":\"http_req_duration\",\"type\":\"trend\","
		      "\"contains\":\"time\",\"thresholds\":[],\"submetrics\":null},"
		      "\"metric\":\"http_req_duration\"}\n", f);
}
