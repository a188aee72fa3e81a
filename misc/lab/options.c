/*
 * misc/lab/options.c: the lab's own parsers and the faults' rules.
 *
 * Owns: the parsers of the lab's option rows that need a rule of their
 * own (--guess-entries, --return-prob, --correct and --trace-values,
 * --sweep, --hlog-interval), and resolve_faults, the rules the faults'
 * options keep with each other and with the modes. The rows themselves
 * are bench.c's OPTIONS (marked LAB_ONLY, their parsers named through
 * LAB_SET), read by parsing, validation and --help alike; the service
 * distributions' parsers are services.c's, the schedules' schedules.c's.
 * May call: bench.c's option helpers (not_valid, set_text, set_time,
 * parse_uint, fail). Called by bench.c's option table and resolve.
 */

static int set_guess_entries(struct options *o, const struct optdef *d, const char *val, char *err,
                             size_t len)
{
	uint64_t v;

	/* a guess of one value guesses nothing */
	if (parse_uint(val, d->lo, d->hi, &v) || v == 1)
		return not_valid(d, val, err, len);
	o->m.guess_entries = v;
	return 0;
}

static int set_return_prob(struct options *o, const struct optdef *d, const char *val, char *err,
                           size_t len)
{
	double p = -1;
	char *end = NULL;

	errno = 0;
	if (*val >= '0' && *val <= '9')
		p = strtod(val, &end);
	if (!end || errno || *end || !(p >= 0 && p < 1))
		return not_valid(d, val, err, len);
	o->m.u.return_prob = p;
	o->return_set = 1;
	return 0;
}

static int set_trace(struct options *o, const struct optdef *d, const char *val, char *err, size_t len)
{
	o->mode = MODE_CORRECT;
	return set_text(o, d, val, err, len);
}

static int set_sweep(struct options *o, const struct optdef *d, const char *val, char *err, size_t len)
{
	if (strcmp(val, "load") && strcmp(val, "stall"))
		return not_valid(d, val, err, len);
	o->mode = MODE_SWEEP;
	return set_text(o, d, val, err, len);
}

static int set_hlog_interval(struct options *o, const struct optdef *d, const char *val, char *err,
                             size_t len)
{
	char why[1400];
	uint64_t v;

	if (parse_time(val, 0, &v, why, sizeof why))
		return fail(err, len, "%s %s", d->name, why);
	if (v < NS_PER_MS || v > 3600 * NS_PER_S || v % NS_PER_MS)
		return not_valid(d, val, err, len);
	o->m.hlog_interval_ns = v;
	return 0;
}

/* The omissions' options that need a partner, or cannot go together. Returns 0, or -1 with err. */
static int resolve_faults(struct options *o, char *err, size_t len)
{
	struct faults *f = &o->m.f;

	if (!o->pause_period_set)
		f->pause_period_ns = NS_PER_S;
	if (!o->pause_first_set)
		f->pause_first_ns = f->pause_period_ns ? f->pause_period_ns / 2 : NS_PER_S / 2;
	if (f->pause_ns && f->pause_period_ns && f->pause_ns >= f->pause_period_ns) {
		char a[32], b[32];

		return fail(err, len, "--generator-pause %s us is not below --generator-period %s us: "
		            "the sender would never send (use --generator-period 0 for one pause)",
		            fmt_us(a, sizeof a, f->pause_ns), fmt_us(b, sizeof b, f->pause_period_ns));
	}
	if (o->m.closed == CLOSED_BACK_TO_BACK && (f->timeout_ns || f->has_limit))
		return fail(err, len, "--closed back-to-back %s%s", "takes no --timeout or --queue-limit "
		            "(a connection that gives up or is refused would send again at once): ",
		            "use catch-up");
	if (o->scoreboard && (o->mode != MODE_BENCH || omissions_on(&o->m)))
		return fail(err, len, "--scoreboard %s%s", "scores a benchmark run without faults, or "
		            "users: ", "drop --sweep, --cross-check and the faults");
	if (omissions_on(&o->m) && o->mode != MODE_BENCH)
		return fail(err, len, "--timeout, --queue-limit and the generator's options %s%s",
		            "apply to a benchmark run: ", "drop --sweep or --cross-check");
	return 0;
}
