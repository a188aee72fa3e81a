/*
 * misc/lab/runs.c: the lab's part of a benchmark run.
 *
 * bench.c runs the benchmark (plan, reps, checks, report, export) and,
 * compiled with BENCH_LAB, calls the hooks below at the points their names
 * say (bench.c declares them beside struct report). They add what the lab
 * measures on the same run: the faults' walks and their views
 * (omissions.c), each client's rate, the scoreboard (scoreboard.c); and
 * lab_mode hands the runs that are not a benchmark, users (users.c), a
 * recorded trace (trace.c), sweeps (sweep.c) and --cross-check
 * (reference.c), to their own files, after the rules the export keeps in
 * those modes.
 *
 * Owns: struct lab_run; the timeline of a run without stalls (its first
 * second), which bench alone leaves out. May call: bench.c, options.c,
 * reference.c, omissions.c, users.c, scoreboard.c, sweep.c, trace.c. Nothing in bench.c reads a field of
 * struct lab_run.
 */

/* What the lab adds to one benchmark run. */
struct lab_run {
	struct omitted og, ow, oc;    /* the faults' views: the route's, the reference's, the closed form's */
	struct omitted op;            /* on a long run, the route's over the reference's prefix */
	uint64_t upto;                /* that prefix's requests (0: the reference walks the whole run) */
	struct omit_report o;         /* what the report says of them, or of the rates */
	struct score sc, scref;       /* the scoreboard, by the route and by the reference */
	int scoreboard;
	struct theory_run th;         /* queueing theory, where it applies (theory.c) */
};

static struct theory_run *theory_run_of(const struct bench_run *br)
{
	return &br->r.lab->th;
}

/* The plan's lines for the faults, after the route's. */
static void lab_plan(const struct report *r)
{
	if (r->lab && r->lab->o.om && omissions_on(r->m))
		print_omission_plan(r->m, r->lab->o.omask);
}

/*
 * The faults' walks, each once (they are deterministic), before anything
 * prints: the route here and its reference on the other core; then the
 * scoreboard's. Returns 0 or the exit status.
 */
static int lab_begin(struct bench_run *br, int scoreboard)
{
	const struct model *m = br->m;
	struct lab_run *lr = calloc(1, sizeof *lr);
	int rc;

	if (!lr) {
		fprintf(stderr, "lab: out of memory for the lab's views\n");
		return 1;
	}
	br->r.lab = lr;
	lr->scoreboard = scoreboard;
	theory_begin(&lr->th, m);
	if (counts_wanted(m)) {
		struct omit_job oj = { m, &lr->ow, lr->upto = omit_prefix(m), 0 };
		struct beside t;
		int two = beside_start(&t, omit_job_run, &oj);

		rc = omit_route(m, &lr->og, 0);
		if (!rc && lr->upto)
			rc = omit_route(m, &lr->op, lr->upto);
		if (two)
			beside_join(&t);
		else
			omit_job_run(&oj);
		if ((rc = fault_rc(rc ? rc : oj.rc)))
			return cannot(rc, "for the omissions' walks");
		lr->o.omask = omit_closed_form(m, &lr->oc);
		lr->o.om = &lr->og;
	}
	if (scoreboard && (rc = fault_rc(scoreboard_bench(m, &lr->sc, &lr->scref))))
		return cannot(rc, "for the scoreboard");
	return 0;
}

/*
 * After every rep is checked: the faults' views against their reference
 * and closed form, or without faults the rate walk; the scoreboard both
 * ways. Returns 0 or the exit status.
 */
static int lab_checks(struct bench_run *br)
{
	const struct model *m = br->m;
	struct lab_run *lr = br->r.lab;
	struct tally *t = &br->r.t;
	const struct outcome *want = &br->want;
	int rc;

	if (lr->o.om) {
		uint64_t before = t->passed + t->failed;

		check_omitted(t, m, &lr->ow, lr->upto ? &lr->op : &lr->og, 0);
		if (lr->o.omask)
			check_omitted(t, m, &lr->oc, &lr->og, lr->o.omask);
		/* where no fault touches a client, its walk sent what the truth's recorded */
		if (!m->f.timeout_ns && !m->f.has_limit && m->closed != CLOSED_BACK_TO_BACK)
			check(t, 0, "closed", "sent=truth", want->set[SET_CLOSED].n, lr->og.c[0].sent);
		if (!m->f.timeout_ns && !m->f.has_limit && !late_sender(m))
			check(t, 0, "open", "sent=truth", want->set[SET_OPEN].n, lr->og.c[1].sent);
		lr->o.ochecks = t->passed + t->failed - before;
	} else if (m->requests <= OMIT_MAX && (rc = fault_rc(rate_walk(m, want, &lr->o))))
		return cannot(rc, "for the rate walk");
	if (theory_finish(&lr->th, m)) {
		fprintf(stderr, "lab: out of memory for the theory check\n");
		return 1;
	}
	if (lr->scoreboard) {
		/* both ways alike, and the truth, the measurement and the correction as the run's own */
		check_score(t, &lr->scref, &lr->sc);
		check_summary(t, "scoreboard truth=open", &want->set[SET_OPEN], &lr->sc.truth);
		check_summary(t, "scoreboard none=closed", &want->set[SET_CLOSED], &lr->sc.by[M_NONE]);
		if (!m->expected_mean)
			check_summary(t, "scoreboard hdr-schedule=corrected", &want->set[SET_CORRECTED],
			              &lr->sc.by[M_SCHEDULE]);
	}
	return 0;
}

/* The lab's lines of the report: after the table (words), after the RESULT lines (RESULT). */
static void lab_print(const struct bench_run *br, int where)
{
	const struct lab_run *lr = br->r.lab;

	if (where == LAB_AFTER_FINDINGS) {
		print_theory(&br->r, &lr->th);
		return;
	}
	if (where == LAB_AFTER_RESULTS) {
		print_service_result(br->m);
		print_theory_results(&br->r, &lr->th);
		print_omission_results(&br->r, &lr->o);
		print_rate_results(br->m, &lr->o);
		if (lr->scoreboard)
			print_score_results(&lr->sc);
		return;
	}
	print_rates(br->m, &lr->o);
	print_omissions(&br->r, &lr->o);
	if (lr->scoreboard)
		print_score(&lr->sc, "the open loop's recording");
}

/* The scoreboard's chart beside the run's files. Returns 0 or 1. */
static int lab_export(const struct bench_run *br, const char *prefix)
{
	const struct lab_run *lr = br->r.lab;

	return lr->scoreboard && export_file(prefix, "scoreboard.svg", score_writer, &lr->sc) ? 1 : 0;
}

/*
 * With no stall to centre on, the first second instead: every request due
 * in it (at most WINDOW_MAX), walked by both loops. Returns 0, 1 if the
 * run has no such request or no catch-up closed loop, -1 out of memory,
 * or ERR_FAULT when the schedule failed (run_fault says how).
 */
static int first_second_window(const struct model *m, struct stall_window *w)
{
	struct model p = *m;
	int rc;

	memset(w, 0, sizeof *w);
	if (m->closed != CLOSED_CATCH_UP)
		return 1;
	if ((rc = window_walk(&p, NS_PER_S, w)))
		return rc;
	return w->n ? 0 : 1;
}

/* The first second with no stall: each request's latency by its due time, both loops. */
static int write_first_second_svg(FILE *f, const struct stall_window *w)
{
	struct frame fr = { 0, 1000, 0, 0 };
	double *x, *y;
	char b[32];

	if (chart_points(w->n, &x, &y))
		return -1;
	for (uint64_t i = 0; i < w->n; i++)
		fr.y1 = fmax(fr.y1, (double)w->open_ns[i] / 1e6);
	fr.y1 = ceil(fr.y1 * 1.05 / nice_step(fr.y1)) * nice_step(fr.y1);
	svg_begin(f, "No stall: the first second, the latency of each request by its due time",
	          &fr, "due time (ms)", "latency (ms)");
	for (int t = 0; t <= 1000; t += 100) {
		snprintf(b, sizeof b, "%d", t);
		svg_xtick(f, &fr, t, b);
	}
	for (int s = SET_OPEN; s >= SET_CLOSED; s--) {
		for (uint64_t i = 0; i < w->n; i++) {
			x[i] = (double)w->due_ns[i] / 1e6;
			y[i] = (double)(s == SET_OPEN ? w->open_ns[i] : w->closed_ns[i]) / 1e6;
		}
		svg_line(f, &fr, x, y, w->n, SET_COLOUR[s], 0);
		svg_legend(f, s, SET_COLOUR[s], s == SET_OPEN ? "open: from the intended send"
		                                               : "closed: from the actual send", 0);
	}
	return chart_end(f, x, y);
}


static int first_second_writer(FILE *f, const void *c)
{
	return write_first_second_svg(f, c);
}

/*
 * The timeline.svg of a run without stalls (bench.c's export_bench asks
 * for it where first_stall_window finds no stall): its first second.
 * Returns 0 written, -1 failed, or 1 if there is none (as the window says).
 */
static int export_first_second(const char *prefix, const struct model *m)
{
	struct stall_window w;
	int rc = first_second_window(m, &w);

	if (rc == 0)
		rc = export_file(prefix, "timeline.svg", first_second_writer, &w);
	stall_window_free(&w);
	return rc;
}

/* 1 if a check of the lab's own tally failed (the rate walk's). */
static int lab_failed(const struct bench_run *br)
{
	return br->r.lab->o.rt.failed ? 1 : 0;
}

static void lab_end(struct bench_run *br)
{
	free(br->r.lab);
	br->r.lab = NULL;
}

/* What the export's options cannot do in the lab's modes. Returns 0, or -1 with err. */
static int lab_mode_refused(const struct options *o, char *err, size_t len)
{
	if (o->export_values && o->mode != MODE_BENCH)
		return fail(err, len, "--export-values applies to a benchmark run: %s%s",
		            "--correct, --sweep and --cross-check write no .values files", "");
	if (o->export_to && o->mode == MODE_CROSS_CHECK)
		return fail(err, len, "--export does not apply to --cross-check, %s%s",
		            "which writes nothing", "");
	if ((o->m.hlog_interval_ns || o->m.hlog_counts) && o->mode != MODE_BENCH)
		return fail(err, len, "--hlog-interval and --hlog-counts shape a benchmark run's .hlog: %s%s",
		            "drop them, or --correct, --sweep and --cross-check", "");
	return 0;
}

/*
 * The runs that are not a benchmark: users and a recorded trace, before
 * the options resolve a schedule (resolved 0); a sweep and --cross-check,
 * on the resolved model (resolved 1). Returns 1 with *status set if it ran
 * one (or refused it), else 0.
 */
static int lab_mode(struct options *o, const char *label, int resolved, int *status)
{
	char why[2048];

	if (!resolved && lab_mode_refused(o, why, sizeof why)) {
		*status = usage_error(why);
		return 1;
	}
	if (!resolved && users_on(&o->m)) {
		char err[2048];

		*status = resolve_users(o, err, sizeof err) ? usage_error(err)
		                                            : run_users(&o->m, label, o->scoreboard);
		return 1;
	}
	if (!resolved && o->mode == MODE_CORRECT) {
		*status = o->scoreboard
		          ? usage_error("--scoreboard scores a benchmark run, not a recorded trace: drop it")
		          : omissions_on(&o->m)
		          ? usage_error("--timeout, --queue-limit and the generator's options apply to "
		                        "a benchmark run, not to a recorded trace: drop them")
		          : run_trace(o, label);
		return 1;
	}
	if (resolved && o->mode == MODE_SWEEP) {
		*status = o->m.schedule == SCHED_FILE || o->m.expected_mean ||
		          (o->m.schedule == SCHED_POISSON && strcmp(o->sweep, "load"))
		          ? usage_error("--sweep runs on a fixed schedule (--schedule poisson and --rate "
		                        "go with --sweep load), with a fixed --expected-interval: drop "
		                        "--arrivals and mean")
		          : run_sweep(&o->m, o->sweep, o->export_to);
		return 1;
	}
	if (resolved && o->mode == MODE_CROSS_CHECK) {
		*status = run_cross_check(&o->m);
		return 1;
	}
	return 0;
}

/* bench.c's hook: the lab's own checks of its tables and routes, in --self-test. Returns failures. */
static int lab_self_test(void)
{
	return reference_self_test() + passes_self_test() + services_self_test() +
	       options_self_test() + scoreboard_self_test() + omissions_self_test();
}
