/*
 * misc/lab/theory.c: queueing theory beside a run, where it has an answer.
 *
 * Owns: the M/G/1 figures of a Poisson run with no stall (M/M/1 and M/D/1
 * by name), the batch means that give each comparison its tolerance, and
 * the theory lines of the report (the words after the findings, the
 * RESULT theory and RESULT theory_check lines after the RESULT lines).
 * May call: bench.c (the model, service_moments), walks.c (the general
 * walk and its schedule). Called by runs.c (a run's hooks), passes.c (the batch means
 * of a run in passes, taken from its first walk), sweep.c (each point's
 * theory), omissions.c (theory_cmp and batch_var for M/M/1/K) and users.c
 * (struct batch_acc for the users' batch means).
 *
 * bench alone prints no theory: seed 000's model is checked against its
 * closed form, which holds exactly.
 */


/*
 * Where queueing theory has an answer, the run is held to it too: Poisson
 * arrivals into one FIFO server with no stalls is M/G/1 (M/M/1 for
 * exponential service, M/D/1 for fixed). The open loop's mean response
 * time is the Pollaczek-Khinchine S + lambda E[S^2] / (2 (1 - rho)); for
 * M/M/1 the response time is exponential with rate mu - lambda, so its
 * p-quantile is -ln(1 - p) S / (1 - rho). A one-connection catch-up closed
 * loop sends each request when the server is free, so it records the
 * service times themselves. Theory is a limit and a run is a sample, so
 * each comparison has a tolerance: four standard errors, the standard
 * error of the mean from 32 batch means of the run in order (which counts
 * the queue's memory), that of a quantile from the effective sample size
 * the batches imply. Outside it is a warning, not a failed check.
 */
static const double THEORY_SIGMAS = 4;

struct theory {
	const char *queue;       /* "M/M/1", "M/D/1" or "M/G/1"; NULL: no theory applies */
	double rho, lambda_per_ns, mean_ns, es2_ns2;   /* load, rate, E[S], E[S^2] */
	double open_mean_ns;     /* the P-K mean response time */
	int exp_service;         /* percentiles known: exponential service */
};

static int theory_of(const struct model *m, struct theory *t)
{
	double scv;

	memset(t, 0, sizeof *t);
	if (m->schedule != SCHED_POISSON || m->stall_ns)
		return 0;
	service_moments(m, &t->mean_ns, &scv);
	t->es2_ns2 = t->mean_ns * t->mean_ns * (1 + scv);
	t->lambda_per_ns = m->rate_per_s / 1e9;
	t->rho = t->lambda_per_ns * t->mean_ns;
	if (t->rho >= 1)
		return 0;
	t->queue = m->service_dist == SVC_EXP ? "M/M/1" : m->service_dist == SVC_FIXED ? "M/D/1"
	           : "M/G/1";
	t->exp_service = m->service_dist == SVC_EXP;
	t->open_mean_ns = t->mean_ns + t->lambda_per_ns * t->es2_ns2 / (2 * (1 - t->rho));
	return 1;
}

/* The p-quantile (p in thousandths of a percent) of the open loop's response time, M/M/1. */
static double theory_open_pct(const struct theory *t, uint64_t p_milli)
{
	return -log1p(-(double)p_milli / 100000) * t->mean_ns / (1 - t->rho);
}

/*
 * The batch means of a client's recording, for the theory check: its
 * samples in order, in THEORY_BATCHES batches of equal count, of `of`
 * samples in all. batch_stats walks the client for them; the passes route
 * adds its first rep's first walk as it goes, which gives the same sums
 * (the same samples in the same order, the same additions).
 */
enum { THEORY_BATCHES = 32 };

struct batch_acc {
	double sum[THEORY_BATCHES], total, sq;
	uint64_t cnt[THEORY_BATCHES], n, of;
};

static void batch_add(struct batch_acc *a, const uint64_t *lat, uint64_t got)
{
	for (uint64_t i = 0; i < got; i++, a->n++) {
		double v = (double)lat[i];
		int k = (int)((u128)a->n * THEORY_BATCHES / a->of);

		a->sum[k] += v;
		a->cnt[k]++;
		a->total += v;
		a->sq += v * v;
	}
}

/* Of a recording: the relative standard error of its mean, and its effective sample size. */
struct batch_stats {
	double mean_ns, rel_se, n_eff;
};

/*
 * The variance of a mean from its THEORY_BATCHES batch means, sum[k] /
 * cnt[k] about mean (a batch that counted nothing adds nothing): the
 * lab's one estimate of a run's standard error (theory, M/M/1/K, users).
 */
static double batch_var(const double *sum, const uint64_t *cnt, double mean)
{
	double var = 0;

	for (int k = 0; k < THEORY_BATCHES; k++) {
		double d = cnt[k] ? sum[k] / (double)cnt[k] - mean : 0;

		var += d * d / (THEORY_BATCHES - 1) / THEORY_BATCHES;
	}
	return var;
}

/* The mean, its relative standard error and the effective sample size, from the batches. */
static void batch_end(const struct batch_acc *a, struct batch_stats *b)
{
	double var_mean;

	b->mean_ns = a->total / (double)a->n;
	var_mean = batch_var(a->sum, a->cnt, b->mean_ns);
	b->rel_se = sqrt(var_mean) / b->mean_ns;
	b->n_eff = var_mean > 0 ? (a->sq / (double)a->n - b->mean_ns * b->mean_ns) / var_mean
	                        : (double)a->n;
}

/*
 * One more walk of client c, for the batch means. The samples are the
 * run's own (the same draws), taken in order; 32 batches of equal count.
 */
static int batch_stats(const struct model *m, enum client c, struct batch_stats *b)
{
	struct batch_acc a = { .of = m->requests };
	uint64_t nd, got;
	uint64_t *lat = malloc(CHUNK * sizeof *lat), *due = malloc(CHUNK * sizeof *due);
	struct due_src src;
	struct walk w;

	if (!lat || !due || walk_start(&w, m, c == CLIENT_OPEN, NULL, 0)) {
		free(lat);
		free(due);
		return ERR_OOM;
	}
	due_restart(&src, m);
	do {
		nd = due_fill(&src, due, CHUNK);
		w.due = (struct handed){ due, nd, 0, NULL };
		got = walk_run(&w, lat, CHUNK);
		batch_add(&a, lat, got);
	} while (nd || got);
	due_close(&src);
	walk_end(&w);
	free(lat);
	free(due);
	batch_end(&a, b);
	return 0;
}
/* A run's theory: whether it applies, the open loop's batch means, their statistics. */
struct theory_run {
	int applies;
	struct batch_acc batch;  /* filled by passes.c on its first walk; else by theory_finish */
	struct batch_stats open;
};

/* The run's theory, for passes.c (defined in runs.c, which holds it). */
static struct theory_run *theory_run_of(const struct bench_run *br);

static void theory_begin(struct theory_run *th, const struct model *m)
{
	th->applies = theory_of(m, &(struct theory){ 0 });
	th->batch = (struct batch_acc){ .of = m->requests };
}

/* The open loop's batch means, from the first walk if it took them, else walked again. */
static int theory_finish(struct theory_run *th, const struct model *m)
{
	if (!th->applies)
		return 0;
	if (th->batch.n == m->requests) {
		batch_end(&th->batch, &th->open);
		return 0;
	}
	return batch_stats(m, CLIENT_OPEN, &th->open);
}

/* Measured against theory: the error in percent, the tolerance, and whether it holds. */
struct theory_cmp {
	double err_pct, tol_pct;
};

static struct theory_cmp theory_cmp(double measured, double expected, double rel_se)
{
	struct theory_cmp c = { 100 * (measured - expected) / expected, 100 * THEORY_SIGMAS * rel_se };

	return c;
}

/* The relative standard error of a quantile p of an exponential from n_eff samples. */
static double exp_quantile_rel_se(double p, double n_eff)
{
	return sqrt(p / ((1 - p) * n_eff)) / -log1p(-p);
}

/* Theory's figures beside a run's: the open loop's mean and p99 and, where it holds, the closed loop's. */
struct theory_check {
	struct theory t;
	double o_mean;                      /* the open loop's mean, ns */
	struct theory_cmp om, o99, cm, c99; /* open and closed mean and p99 (0, 0: not compared) */
	int closed_too;                     /* the closed loop's samples are the service times */
};

/*
 * Theory's check of a run, where it applies (0 where not). The open loop's
 * batch means are the run's (theory_finish), taken once.
 */
static int theory_check(const struct report *r, const struct theory_run *th, struct theory_check *x)
{
	const struct model *m = r->m;
	const struct summary *op = &r->best[SET_OPEN], *cl = &r->best[SET_CLOSED];
	const double p99 = (double)PCT_MILLI[PCT_P99] / 100000;
	const struct batch_stats bo = th->open;
	double scv, c_mean = (double)cl->sum_ns / (double)cl->n;

	*x = (struct theory_check){ .closed_too = m->closed == CLOSED_CATCH_UP && m->connections == 1,
	                            .o_mean = (double)op->sum_ns / (double)op->n };
	if (!theory_of(m, &x->t))
		return 0;
	service_moments(m, &x->t.mean_ns, &scv);
	x->om = theory_cmp(x->o_mean, x->t.open_mean_ns, bo.rel_se);
	if (x->t.exp_service)
		x->o99 = theory_cmp((double)op->pct_ns[PCT_P99], theory_open_pct(&x->t, PCT_MILLI[PCT_P99]),
		                    exp_quantile_rel_se(p99, bo.n_eff));
	/* the closed loop's samples are the service times themselves: independent draws */
	if (x->closed_too) {
		x->cm = theory_cmp(c_mean, x->t.mean_ns, sqrt(scv / (double)cl->n));
		if (x->t.exp_service)
			x->c99 = theory_cmp((double)cl->pct_ns[PCT_P99], -log1p(-p99) * x->t.mean_ns,
			                    exp_quantile_rel_se(p99, (double)cl->n));
	}
	return 1;
}

/* Within its tolerance: 1 if each of a's and b's errors is. */
static int theory_within(struct theory_cmp a, struct theory_cmp b, double slack)
{
	return fabs(a.err_pct) <= a.tol_pct + slack && fabs(b.err_pct) <= b.tol_pct;
}

/* Theory in words, where it applies; a warning where a measurement falls outside its tolerance. */
static void print_theory(const struct report *r, const struct theory_run *th)
{
	const struct summary *op = &r->best[SET_OPEN];
	struct theory_check x;

	if (!theory_check(r, th, &x))
		return;
	printf("Theory (%s, rho %.4f): open mean %.1f us, measured %.1f (%+.2f %%, tolerance %.2f %%)",
	       x.t.queue, x.t.rho, x.t.open_mean_ns / 1e3, x.o_mean / 1e3, x.om.err_pct, x.om.tol_pct);
	if (x.t.exp_service)
		printf("; p99 %.1f us, measured %.1f (%+.2f %%, tolerance %.2f %%)",
		       theory_open_pct(&x.t, PCT_MILLI[PCT_P99]) / 1e3, (double)op->pct_ns[PCT_P99] / 1e3,
		       x.o99.err_pct, x.o99.tol_pct);
	printf(".\n");
	if (!theory_within(x.om, x.o99, 0) || !theory_within(x.cm, x.c99, 1e-9))
		printf("warning: a measurement lies outside its tolerance of theory: a run is a "
		       "sample, theory a limit; a longer run narrows both\n");
}

/* One loop's RESULT theory_check line: its mean's error, and its p99's where theory has one. */
static void print_theory_check(const struct theory_check *x, const char *set,
                               struct theory_cmp mean, struct theory_cmp p99, double slack)
{
	printf("RESULT theory_check set=%s mean_err_pct=%.3f tolerance_pct=%.3f", set, mean.err_pct,
	       mean.tol_pct);
	if (x->t.exp_service)
		printf(" p99_err_pct=%.3f p99_tolerance_pct=%.3f", p99.err_pct, p99.tol_pct);
	printf(" ok=%d\n", theory_within(mean, p99, slack));
}

/* Theory's RESULT lines: RESULT theory, then a RESULT theory_check a loop it holds for. */
static void print_theory_results(const struct report *r, const struct theory_run *th)
{
	struct theory_check x;

	if (!theory_check(r, th, &x))
		return;
	printf("RESULT theory queue=%s rho=%.4f mean_ns=%.0f", x.t.queue, x.t.rho, x.t.open_mean_ns);
	for (int j = 0; x.t.exp_service && j < PCT_MAX; j++)
		printf(" %s_ns=%.0f", PCT_NAME[j], theory_open_pct(&x.t, PCT_MILLI[j]));
	printf("\n");
	print_theory_check(&x, "open", x.om, x.o99, 0);
	if (x.closed_too)
		print_theory_check(&x, "closed", x.cm, x.c99, 1e-9);
}
