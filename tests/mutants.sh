#!/bin/sh
# tests/mutants.sh: proof that the checks can fail. Each mutant below is a
# deliberate fault, applied to a scratch copy of the project by replacing
# one exact line fragment of the file a row names, or, where it names none,
# of bench.c and the lab's C files (misc/lab/*.c) taken together: it must
# occur there exactly once. The copy's
# test suite then runs, stopping at the first failure; the mutant is caught
# if anything fails, and the first failing test is named; the copy builds
# without -Werror, so a warning alone catches nothing. Ends with
# "N passed, N failed" (caught, survived) and exits 1 if any survived.
# ONLY=REGEX tests/mutants.sh runs only the rows whose name matches it.
set -u

# The groups every mutant faces, after the build and the self-test.
readonly GROUPS_RUN="full_run lab wrong_closed_form scenarios client_models schedules services cross_check bad_input long_runs passes export"

# name | the fragment | what it becomes [| groups to run first [| the file, if not bench.c or misc/lab/*.c]]
# shellcheck disable=SC2016 # the backquotes in a row are markdown's
readonly MUTANTS='rank rule off by one|	return r < n ? r : n;|	return r + 1 < n ? r + 1 : n;
ceil for round|(rule == RANK_ROUND ? 50000 : 99999)|(rule == RANK_ROUND ? 99999 : 99999)
open loop subtracts the actual send|lat_ns[i - i0] = done_ns - (from_intended ? due_ns : start_ns);|lat_ns[i - i0] = done_ns - start_ns;
open loop subtracts the actual send in a block|= done_j - (from_intended ? due_j : start_j);|= done_j - start_j;
a block forgets that each request adds its service to the queue|wait_ns -= (int64_t)(interval_ns - service_ns);|wait_ns -= (int64_t)interval_ns;
a block ignores a stall that begins at its last completion|if (srv->next_stall_ns >= last_ns) {|if (srv->next_stall_ns + 1 >= last_ns) {
a stall does not extend the request in service|			done_ns += stall_ns;|			done_ns += 0;
correction stops one step early|miss >= expected_ns; miss -= expected_ns) {|miss > expected_ns; miss -= expected_ns) {
correction goes one step late|miss >= expected_ns; miss -= expected_ns) {|miss > 0; miss = miss >= expected_ns ? miss - expected_ns : 0) {
the corrected count in memory drops a term|		total += v[i] < e ? 1 : v[i] / e;|		total += v[i] < e ? 1 : v[i] / e - (v[i] >= 2 * e);
the corrected sum misses the top term|(u128)(v - v % e) * (k + 1) / 2;|(u128)(v - v % e) * k / 2;
a quotient found one too low in memory|		q = max_u64(kprev + 1, ceil_div(need, n - i));|		q = max_u64(kprev + 1, need / (n - i));
a remainder taken one place high in memory|nth_smallest(scratch, (int64_t)(n - i), (int64_t)want - 1);|nth_smallest(scratch, (int64_t)(n - i), (int64_t)(want < n - i ? want : want - 1));
the slow count of the corrected set counts a term short|x < r + e ? 0 : (x - r) / e;|x < r + e ? 0 : (x - r) / e + (x - r >= 2 * e);
passes narrow a quotient past its rank|- gone - cn[b]) >= c->rank[j])|- gone - cn[b]) > c->rank[j])
passes take the remainder of values that do not reach the quotient|k < c->q[j])|k + 1 < c->q[j])
slow line compared with >= instead of >|		s->slow += v[i] > slow_ns;|		s->slow += v[i] >= slow_ns;||bench.c
closed form replaced by the simulated samples|		check_outcome(&r->t, rep, &br->want, &br->got[rep]);|		check_outcome(&r->t, rep, &br->got[rep], &br->got[rep]);
latency sum overflows 64 bits silently|	u128 sum = 0;|	uint64_t sum = 0;
percentiles read before sorting|	qsort(v, n, sizeof *v, cmp_u64);|	(void)cmp_u64;
a request starts at its due time even if the server is busy|		uint64_t start_ns = due_ns > done_ns ? due_ns : done_ns;|		uint64_t start_ns = due_ns;
a stall that begins at a completion delays it|	if (srv->next_stall_ns < done_ns) {|	if (srv->next_stall_ns <= done_ns) {
Poisson gaps in the wrong unit|-log(1.0 - u) / rate_per_s * 1e9;|-log(1.0 - u) / rate_per_s * 1e6;
mean interval ignores the connections|	uint64_t per_conn = n / connections;|	uint64_t per_conn = n;
decreasing arrivals accepted|} else if (r->lineno > 1 && *x < r->prev) {|} else if (r->lineno > 1 && *x < r->prev && 0) {
reference server restarts a request a stall interrupts|	work_ns -= begin_ns - t_ns;            /* what is left when it begins */|	work_ns -= 0;
skip drops a slot due at the completion|if (w->c == CLIENT_SKIP && r->due < free_ns) {|if (w->c == CLIENT_SKIP && r->due <= free_ns) {
milliseconds parsed as microseconds|{ "ms", NS_PER_MS }|{ "ms", NS_PER_US }
maximum over reps reported as the minimum|				lo = min_u64(lo, v);|				lo = max_u64(lo, v);
.hgrm footer max in the wrong unit|(double)t->row[t->n - 1].value_ns / 1000.0, (uint64_t)total);|(double)t->row[t->n - 1].value_ns / 100.0, (uint64_t)total);
a pass narrows to the bin after the one holding the rank|while (b < n && below + c[b] < rank)|while (b < n && below + c[b] <= rank)
the first pass looks for the rank after the one asked|bin_reaching(s->hist, LOG_BUCKETS, s->rank[j], &seen);|bin_reaching(s->hist, LOG_BUCKETS, s->rank[j] + 1, &seen);
a later pass looks for the rank after the one asked|SELECT_BINS, SELECT_BINS, s->rank[j],|SELECT_BINS, SELECT_BINS, s->rank[j] + 1,
the remainders of the corrected set searched for the rank after the one asked|bin_reaching(cn, SELECT_BINS, c->want[j], &seen);|bin_reaching(cn, SELECT_BINS, c->want[j] + 1, &seen);
the floor of vs-numpy.sh walks another run than the lab does|		done_ns = max_u64(due_ns, done_ns) + svc_ns;|		done_ns = max_u64(due_ns, done_ns) + svc_ns + 1;|lab|misc/lab/floor.c
the first pass files a value one bucket low|return (uint64_t)s * LOG_HALF + (v >> s);|return (uint64_t)s * LOG_HALF + (v >> s) - 1;
the reference counts one stall too many|	return (last_ns - m->first_stall_ns - 1) / m->period_ns + 1;|	return (last_ns - m->first_stall_ns) / m->period_ns + 1;
the reference skips a slot due at the completion|if (r->c == CLIENT_SKIP && q->due < r->last_free) {|if (r->c == CLIENT_SKIP && q->due <= r->last_free) {
the reference picks each percentile one rank high|(int64_t)rank_of(PCT_MILLI[j], n, m->rank) - 1);|(int64_t)min_u64(rank_of(PCT_MILLI[j], n, m->rank), n - 1));
the reference writes its corrected set out a term short|		ref_summary(terms, correct_co(closed, n, e, terms, total), m, s);|		ref_summary(terms, correct_co(closed, n, e, terms, total) - 1, m, s);
the reference sums its samples but the first|		total_ns += v[i];|		total_ns += i ? v[i] : 0;
the reference takes the wrk interval from the open loop run|? ref_mean_interval(o->last_done_ns[0], nc, m->connections)|? ref_mean_interval(o->last_done_ns[1], nc, m->connections)
the reference computes the wrk interval with a connection too many|(u128)runtime_ns * connections / whole)|(u128)runtime_ns * (connections + 1) / whole)
the reference catch-up loop forgets its connections|n >= C ? max_u64(q->due, r->done[n % C])|n >= C ? max_u64(q->due, r->done[(n + 1) % C])
a walk through a replayed file skips its second line|	got = numbers_next(&d->lab.file, &x, err, sizeof err);|	got = (d->i == 2 ? numbers_next(&d->lab.file, &x, err, sizeof err) : 0, numbers_next(&d->lab.file, &x, err, sizeof err));
stalls after the first counted one short|k = next_ns < done_ns ? ceil_div(done_ns - next_ns, period_ns - stall_ns) : 0;|k = next_ns < done_ns ? (done_ns - next_ns) / (period_ns - stall_ns) : 0;
the reference finishes a whole gap late|	full = (work_ns - 1) / gap_ns;|	full = work_ns / gap_ns;
percentile levels at four ticks a half, not five|	TICKS_PER_HALF = 5, |	TICKS_PER_HALF = 4, 
a service time drawn per client, not per request|		r->reply = w->done_ns = serve_request(&w->srv, w->m, r->i, start);|		r->reply = w->done_ns = serve_request(&w->srv, w->m, r->i + (uint64_t)w->open, start);
the service stream is the arrivals stream|	return mix64(seed ^ stream);|	return seed;
the exponential mean 2 % off|return draw_exp(m->seed, STREAM_SERVICE, i, (double)m->service_ns);|return draw_exp(m->seed, STREAM_SERVICE, i, (double)m->service_ns * 1.02);
bench alone runs a model no closed form covers|	if (closed_form_gap(m))|	if (closed_form_gap(m) && 0)|bad_input
a service row states the wrong scv|[SVC_EXP] = { "exp", draw_exp_service, 1, 37,|[SVC_EXP] = { "exp", draw_exp_service, 1.1, 37,
a service row states a largest value its draws pass|[SVC_EXP] = { "exp", draw_exp_service, 1, 37,|[SVC_EXP] = { "exp", draw_exp_service, 1, 9,
a service row that takes options gives no example of them|"--slow-fraction --slow-service", "--slow-fraction 0.1 --slow-service 1ms",|"--slow-fraction --slow-service", NULL,
a stall merge that drops an overlap|srv->window_end_ns = max_u64(srv->window_end_ns, begin_ns + len_ns);|srv->window_end_ns = srv->window_end_ns;
the reference waits out half a random stall|			t_ns = b + len;          /* inside it: wait */|			t_ns = b + len / 2;      /* inside it: wait */
an SVG with a bare < in its text|"percentile (log scale of 1/(1 - p))", "latency (ms)");|"percentile (log scale of 1/(1 - p))", "latency <ms>");
a closed loop times out from the due time|x.timed_out = f->timeout_ns && x.reply - x.send > f->timeout_ns;|x.timed_out = f->timeout_ns && x.reply - x.due > f->timeout_ns;|omissions
a rejected request still takes its service|		r->reply = r->send + f->reject_ns;|		r->reply = r->send + f->reject_ns; w->done_ns = serve_request(&w->srv, w->m, r->i, max_u64(r->send, w->done_ns));|omissions
open-actual subtracts the due time|opush(out, O_ACTUAL, r->reply - r->send);|opush(out, O_ACTUAL, r->reply - r->due);|omissions
a drifting schedule catches up|? w->prev_send + (r->due - w->prev_due)|? max_u64(r->due, w->prev_send)|omissions
a drop that blocks|		if (f->drop_when_full)|		if (0 && f->drop_when_full)|omissions
the closed form of lag counts a request too many a pause|dist_add(&lag, b + D - i0 * I, I, i1 - i0, 1);|dist_add(&lag, b + D - i0 * I, I, i1 - i0 + 1, 1);|omissions
the closed form of a timeout keeps a value equal to it out|run_count_le(r, f->timeout_ns), skip|run_count_le(r, f->timeout_ns - 1), skip|omissions
the reference counts a request that starts now as waiting|		if (start[mid] <= t_ns)|		if (start[mid] < t_ns)|omissions
the views in passes lose the last chunk of each walk|				oflush(&v, s);|				v.n[s] = 0;|omissions
the views of a long run kept whole, not in passes|closed_client(m))) > OMIT_MAX;|closed_client(m))) > MAX_COUNTED_REQUESTS;|omissions
the prefix of the route one request shorter than the prefix of the reference|	if (r->i >= w->lim)|	if (r->i + (w->upto != 0) >= w->lim)|omissions
M/M/1/K with room for one request more|(1 - r) * pow(r, N) / (1 - pow(r, N + 1));|(1 - r) * pow(r, N + 1) / (1 - pow(r, N + 2));|omissions
wrk corrects a term equal to its interval|for (uint64_t k = b - e; c && k > e; k -= e) {|for (uint64_t k = b - e; c && k >= e; k -= e) {|scoreboard
a connection corrected at the schedule interval, not its own share|const uint64_t per_conn_ns = m->expected_ns * C;|const uint64_t per_conn_ns = m->expected_ns;|scoreboard
a population user thinks twice before the first request|rc = eheap_push(&w->h, (struct event){ think_of(m, u, 0), u, 0 });|rc = eheap_push(&w->h, (struct event){ 2 * think_of(m, u, 0), u, 0 });|scoreboard
the users route held to the reference one request short of the prefix|users_walk(m, &u->a, u->in_passes ? REF_PREFIX : OMIT_MAX)|users_walk(m, &u->a, u->in_passes ? REF_PREFIX - 1 : OMIT_MAX)|long_runs
the users cycle in passes corrected 1 ns past think + mean response|		uint64_t e = m->u.think_ns + (uint64_t)(p->n ? p->total / (double)p->n : 0);|		uint64_t e = m->u.think_ns + 1 + (uint64_t)(p->n ? p->total / (double)p->n : 0);|scoreboard
the scoreboard error with its sign flipped|100 * ((double)sc->by[k].pct_ns[j] - truth) / truth|100 * (truth - (double)sc->by[k].pct_ns[j]) / truth|scoreboard
the reference wrk terms one too many|(b - e_us - 1) / e_us|(b - e_us) / e_us|scoreboard
mean value analysis queues on the service alone|		Q = *X * *R;|		Q = *X * S;|scoreboard
a generator corrected at a tenth of its interval before the merge|		dist_correct(&own, e, &merged);|		dist_correct(&own, conns > 1 ? e / 10 : e, &merged);|scoreboard
a run of equal latencies filed in the first histogram as one|		hist[log_bucket(x)] += m;|		hist[log_bucket(x)] += 1;
the corrected sum of a run takes its value once|		sum += (u128)m * (v < e ? v :|		sum += (u128)1 * (v < e ? v :
the page shows a value without its decimals|(frac && size > 1 ? |(false && size > 1 ? |web|misc/web/lab.js
the search of the page for the separating stall keeps the wrong half|		if (m.apart) hi = mid; else lo = mid;|		if (m.apart) lo = mid; else hi = mid;|web|misc/web/lab.js
a preset that is not the scenario of the same name|--first-stall 30us --requests 100000|--first-stall 30us --requests 10000|web|misc/web/lab.js
the shim loses its place in a file it writes|					f.pos += p.length;|					f.pos += 0;|web|misc/web/wasi.js
the server counts the stalls in the cost of a request|				long_ns += b - a - stalled_within(a, b);|				long_ns += b - a;|http|misc/realsocket/stallserver.c
a guess counts a run below its range as one sample|				below += x < from ? m : 0;|				below += x < from ? 1 : 0;|passes
a guess counts the terms below its range once a run|	g->below += m * j;|	g->below += j;|passes
counters a guess moves into lose their weights|			g->v[tv[i] - dlo] = tw[i];|			g->v[tv[i] - dlo] = 1;|passes
guesses never trusted|			if (guess_found(&s->g[j], s->rank[j], &s->value[j], s->tv, s->tw)) {|			if (0 && guess_found(&s->g[j], s->rank[j], &s->value[j], s->tv, s->tw)) {|passes
a guess reads its list unsorted|		guess_sort(g, tv, tw);    /* merging equal values shortens the list */|		(void)tv;|passes
the Poisson schedule is counted from another seed than its walks draw|	poisson_start(&p, o->rate_per_s, o->seed);|	poisson_start(&p, o->rate_per_s, o->seed + 1);|schedules
the open loop reads the service time of the request before from a chunk|w->due.svc_ns[w->due.next - 1], start);|w->due.svc_ns[w->due.next - (w->open && w->due.next > 1 ? 2 : 1)], start);|passes
a chunk of service times drawn from the wrong stream|const uint64_t key = stream_key(m->seed, STREAM_SERVICE);|const uint64_t key = stream_key(m->seed, STREAM_SERVICE_Z);|passes
the rep on the other core walks into the place of the first rep|	struct rep_job j = { m, &o[1], &ns[1], 0 };|	struct rep_job j = { m, &o[0], &ns[1], 0 };|passes
a guess whose range starts below the interval counts every term below it|	return min_u64(k, q - (uint64_t)((r >= rem) & (q != 0)));|	return min_u64(k, q - (uint64_t)(r >= rem));|passes
counters a guess moves into keep the weights of its list in their upper half|		memset(g->v, 0, 2 * g->cap * sizeof *g->v);|		memset(g->v, 0, g->cap * sizeof *g->v);|passes
the batch means taken in passes from the closed loop|	if (c == 1 && p->batch && p->pass == 0)|	if (c == 0 && p->batch && p->pass == 0)|passes
a run folded for the selections loses a sample|		cnt[nr++] = m;|		cnt[nr++] = m > 1 ? m - 1 : m;|passes
an option partner never looked for|= was_given(o, w);|= 1;|bad_input
a recorded trace takes the model options|	if (d->acts & mode)|	if ((d->acts & mode) + trace)|bad_input
the wall clock counts its corrected set one value a sample short|	return 1 + (v >= INTERVAL_NS ? v / INTERVAL_NS - 1 : 0);|	return (v >= INTERVAL_NS ? v / INTERVAL_NS - 1 : 0);|programs|misc/wallclock/wallclock.c
the users reference sized from the route walk|	in = users_score_in(m, &u->b, m->u.think_ns + (uint64_t)u->mean_ns);|	in = users_score_in(m, &u->b, m->u.think_ns + (uint64_t)u->mean_ns); in.conns = max_u64(u->users, 1);|disagree
a reply exactly at the timeout times out|x.timed_out = f->timeout_ns && x.reply - x.send > f->timeout_ns;|x.timed_out = f->timeout_ns && x.reply - x.send >= f->timeout_ns;|ties
the reference counts a reply at the timeout as a timeout|		k->timeouts += T && q->reply[i] - q->send[i] > T;|		k->timeouts += T && q->reply[i] - q->send[i] >= T;|ties
the reference views drop a reply at the timeout|			const int out = T && reply - send > T;|			const int out = T && reply - send >= T;|ties
a request arriving as the server frees would wait|r->rejected = w->qn >= f->queue_limit && w->done_ns > r->send;|r->rejected = w->qn >= f->queue_limit && w->done_ns >= r->send;|ties
the reference: a request arriving as the server frees would wait|if (f->has_limit && r->prev_ns > t &&|if (f->has_limit && r->prev_ns >= t &&|ties
a request that starts now still counted waiting|		while (w->qn && w->q[w->qh] <= r->send) {|		while (w->qn && w->q[w->qh] < r->send) {|ties
a slot freed as the send leaves still held|while (w->capped && w->h.n && w->h.v[0].t_ns <= send)|while (w->capped && w->h.n && w->h.v[0].t_ns < send)|ties
the reference holds a slot freed as the send leaves|			if (r->flight[j] > t)|			if (r->flight[j] >= t)|ties
a drifting send at the last due time not sent|if (f->from_last_send && send > w->m->last_due_ns) {|if (f->from_last_send && send >= w->m->last_due_ns) {|ties
the reference: a drifting send at the last due time not sent|if (f->from_last_send && *t > m->last_due_ns)|if (f->from_last_send && *t >= m->last_due_ns)|ties
a pause does not hold a request due at its first instant|	return *next_ns <= t_ns ? *next_ns + f->pause_ns : t_ns;|	return *next_ns < t_ns ? *next_ns + f->pause_ns : t_ns;|ties
the reference pause holds nothing due at its first instant|t_ns < f->pause_first_ns)|t_ns <= f->pause_first_ns)|ties
a later stall that begins at a completion delays it|k = next_ns < done_ns ? ceil_div(done_ns - next_ns, period_ns - stall_ns) : 0;|k = next_ns <= done_ns ? (done_ns - next_ns) / (period_ns - stall_ns) + 1 : 0;|ties
the reference server: a stall beginning at the completion delays it|	if (t_ns + work_ns <= begin_ns)        /* done before it begins */|	if (t_ns + work_ns < begin_ns)        /* done before it begins */|ties
the reference counts a stall that begins at the last completion|m->first_stall_ns >= last_ns)|m->first_stall_ns > last_ns)|ties
the faults walk skips a slot due at the reply|	if (w->c == CLIENT_SKIP && r->due < free_ns) {|	if (w->c == CLIENT_SKIP && r->due <= free_ns) {|ties
two requests due at one instant refused|} else if (r->lineno > 1 && *x < r->prev) {|} else if (r->lineno > 1 && *x <= r->prev) {|ties
a value of exactly kE corrected without its term E|	uint64_t k = v_ns / expected_ns;|	uint64_t k = (v_ns - 1) / expected_ns;|ties
the corrected slow count takes a term at the line|	s->slow = s->n - dist_count_le(d, slow_ns);|	s->slow = s->n - dist_count_le(d, slow_ns - 1);|ties
an .hgrm footer that needs a bucket more|	int buckets = 1;|	int buckets = 2;|files
an .hgrm row 1/(1-p) a hundredth off|fprintf(f, " %14.2f", 1.0 / (1.0 - r[k].level / 100.0));|fprintf(f, " %14.2f", 1.0 / (1.0 - r[k].level / 100.0) + 0.01);|files
an .hgrm footer deviation 1 % off|sqrt(var / total) / 1000.0);|sqrt(var / total) / 1010.0);|files
the last percentile row a sample short|rows[n++] = (struct level_row){ 100.0, t->row[t->n - 1].value_ns, total };|rows[n++] = (struct level_row){ 100.0, t->row[t->n - 1].value_ns, total - 1 };|files
a .values file counts its first value twice|t->row[k].value_ns, t->row[k].count);|t->row[k].value_ns, t->row[k].count + (k == 0));|files
the p99 dot moved off p99|px(&fr, 2), py(&fr, (double)sp->p99_ns[s] / 1e6), SET_COLOUR[s]);|px(&fr, 2.1), py(&fr, (double)sp->p99_ns[s] / 1e6), SET_COLOUR[s]);|files
the spectrum line stops at 99.99 %|x[m] = fmin(log10(inv), 5.0);|x[m] = fmin(log10(inv), 4.0);|files
the spectrum points drawn 0.1 % high|y[m++] = (double)r[k].value_ns / 1e6;|y[m++] = (double)r[k].value_ns / 1e6 * 1.001;|files
the spectrum legend in us for ms|(double)sp->p99_ns[s] / 1e6);|(double)sp->p99_ns[s] / 1e3);|files
the imputed samples drawn a step low|y[j] = (double)(v - j * expected_ns) / 1e6;|y[j] = (double)(v - (j + 1) * expected_ns) / 1e6;|files
the timeline legend counts one request more|" requests delayed", w->clears - w->first);|" requests delayed", w->clears - w->first + 1);|files
the timeline starts at the request before the stall|while (w->first < w->n && w->due_ns[w->first] + w->open_ns[w->first] <= p.first_stall_ns)|while (w->first < w->n && w->due_ns[w->first] + w->open_ns[w->first] < p.first_stall_ns)|files
a y tick label a pixel low|PAD_L - 6, py(fr, y) + 4, y);|PAD_L - 6, py(fr, y) + 5, y);|files
the first second drawn at a tenth of its due times|x[i] = (double)w->due_ns[i] / 1e6;|x[i] = (double)w->due_ns[i] / 1e7;|files
the sweep draws p99.9 for p99|y[p] = (double)got[p].set[s].pct_ns[PCT_P99] / 1e6;|y[p] = (double)got[p].set[s].pct_ns[PCT_P999] / 1e6;|files
the sweep dots drawn 1 % high|px(&fr, x[p]), py(&fr, y[p]), SET_COLOUR[s]);|px(&fr, x[p]), py(&fr, y[p] * 1.01), SET_COLOUR[s]);|files
the sweep theory line 1 % high|y[p] = fmin(theory_p99_ns[p] / 1e6, fr.y1);|y[p] = fmin(theory_p99_ns[p] / 1e6 * 1.01, fr.y1);|files
the scoreboard chart ratio upside down|fmax(-3, fmin(3, log10(v / t)))|fmax(-3, fmin(3, log10(t / v)))|files
the summary cycles divided by the clock|sprintf("%.2f", cost[l, "min_ns_per_req"] * ghz)|sprintf("%.2f", cost[l, "min_ns_per_req"] / ghz)|files|summary.awk
the summary p99.9 column shows the max|us(set[s, "p999_ns"]), us(set[s, "max_ns"])|us(set[s, "max_ns"]), us(set[s, "max_ns"])|files|summary.awk
the tools table median of two takes the higher|(a[k / 2] + a[k / 2 + 1]) / 2|a[k / 2 + 1]|files|misc/realsocket/tools.awk
the tools table marks every row as missing runs|if (count[id SUBSEP head] < runs)|if (count[id SUBSEP head] <= runs)|files|misc/realsocket/tools.awk
the tools table error with its sign flipped|sprintf("%+.1f %%", 100 * (v - p) / p)|sprintf("%+.1f %%", 100 * (p - v) / p)|files|misc/realsocket/tools.awk
the real-socket table spread upside down|ms(lo[name, "p99_ns"]) " to " ms(hi[name, "p99_ns"])|ms(hi[name, "p99_ns"]) " to " ms(lo[name, "p99_ns"])|files|misc/realsocket/table.awk
the real-socket table median of two takes the higher|(a[k / 2] + a[k / 2 + 1]) / 2|a[k / 2 + 1]|files|misc/realsocket/table.awk
the wall-clock summary median of two takes the higher|(a[k / 2] + a[k / 2 + 1]) / 2|a[k / 2 + 1]|files|wall.awk
the wall-clock summary spread upside down|us(m), us(lo), us(hi)|us(m), us(hi), us(lo)|files|wall.awk
hlog ZigZag off by one for a run of empty buckets|	uint64_t z = x < 0 ? ~((uint64_t)x << 1) : (uint64_t)x << 1;|	uint64_t z = x < 0 ? -((uint64_t)x << 1) : (uint64_t)x << 1;|hlog
hlog Adler-32 written in the wrong byte order|	o += put_be(z + o, adler32(raw, n), 4);|	o += put_be(z + o, __builtin_bswap32(adler32(raw, n)), 4);|hlog
hlog samples land an interval (a second) late|	while (done_ns / h->interval_ns > h->k)|	while (done_ns / h->interval_ns + 1 > h->k)|hlog
hlog interval time stamps a second late|start_ms = h->k * len_ms;|start_ms = (h->k + 1) * len_ms;|hlog
hlog bucket index one sub-bucket shift off|(size_t)(v >> bucket) - HLOG_HALF;|(size_t)(v >> (bucket + 1)) - HLOG_HALF;|hlog
lab inflater reads the Adler-32 in the wrong byte order|	if (get_be(in + z->pos, 4) != (b << 16) + a) {|	if (__builtin_bswap32((uint32_t)get_be(in + z->pos, 4)) != (b << 16) + a) {|hlog|misc/lab/hlog.c
lab fixed Huffman code with lengths 7 and 8 swapped at the top|		len[s] = s < 144 ? 8 : s < 256 ? 9 : s < 280 ? 7 : 8;|		len[s] = s < 144 ? 8 : s < 256 ? 9 : s < 280 ? 8 : 7;|hlog|misc/lab/hlog.c
lab dynamic block reads its code-length code out of order|	static const unsigned char ORDER[19] = { 16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3,|	static const unsigned char ORDER[19] = { 16, 17, 18, 0, 7, 8, 9, 6, 10, 5, 11, 4, 12, 3,|hlog|misc/lab/hlog.c
lab ZigZag decode of a run of empty buckets off by one|		x = (int64_t)(z >> 1) ^ -(int64_t)(z & 1);   /* ZigZag|		x = (int64_t)(z >> 1) ^ -(int64_t)(z & 1) ^ (int64_t)(z & 1);   /* ZigZag|hlog|misc/lab/hlog.c
lab takes a bucket at its lowest value, not its highest equivalent|			dist_add(d, v + w - 1, 0, 1, t->count[k]);|			dist_add(d, v, 0, 1, t->count[k]);|hlog|misc/lab/hlog.c
lab never sees a corrected shape|	if (steps < 9)|	if (steps < 9 + e)|hlog|misc/lab/hlog.c
lab misses the word co in a tag|		if (len == 2 && !strncmp(w, "co", 2))|		if (len == 3 && !strncmp(w, "co", 2))|hlog|misc/lab/hlog.c
lab takes a repeat code length from the wrong code|			fill = len[k - 1], rep = hl_take(z, 2) + 3;|			fill = len[k > 1 ? k - 2 : 0], rep = hl_take(z, 2) + 3;|hlog|misc/lab/hlog.c
an option accepted in a mode it does nothing in|	if (d->acts & mode)|	if ((d->acts & mode) + !trace)|modes
k6 end time taken as the send|	r->send_ns = end_ns - r->lat_ns;|	r->send_ns = end_ns;|diagnose|misc/lab/logs.c
JMeter timeStamp taken as the end|	r->send_ns = c->jmeter_end ? ts - r->lat_ns : ts;|	r->send_ns = c->jmeter_end ? ts : ts - r->lat_ns;|diagnose|misc/lab/logs.c
a send matched to the slot after its own|		uint64_t send = r[i].send_ns, due = d;|		uint64_t send = r[i].send_ns, due = d + T;|diagnose|misc/lab/diagnose.c
the lag subtracted from the latency|		g->retimed[s->first + i] = r[i].lat_ns + (send - due);|		g->retimed[s->first + i] = r[i].lat_ns - (send - due);|diagnose|misc/lab/diagnose.c
a never-sent slot imputed without the next send latency|				(*imp)[(*nimp)++] = clear - u + r[i].lat_ns;|				(*imp)[(*nimp)++] = clear - u;|diagnose|misc/lab/diagnose.c
a never-sent slot waits for the late send, not the reply it was blocked on|clear = prev_done > u ? min_u64(prev_done, send) : send;|clear = send;|diagnose|misc/lab/diagnose.c
a JMeter line of more than 64 fields read when the columns past those read are left unsplit|				if (commas < (size_t)(DG_MAX_FIELDS - need))|				if (1)|diagnose|misc/lab/logs.c
a JMeter quote left open past the columns read goes unseen|			size_t rest = len - i;|			size_t rest = 0;|diagnose|misc/lab/logs.c
a line given the stream of the line before when their names are only as long|	return t->len[id] == len && !memcmp(t->name[id], s, len);|	return t->len[id] == len && (memcmp(t->name[id], s, len) + 1);|diagnose|misc/lab/logs.c
a stream counted in flight with the requests of every stream|dg_in_flight(g->log.req + s->first, s->n|dg_in_flight(g->log.req, s->n|diagnose|misc/lab/diagnose.c
a reply at its stream next send counted as still in flight|		while (j < n && dones[j] <= sends[i] + tol_ns)|		while (j < n && dones[j] + tol_ns < sends[i])|diagnose|misc/lab/diagnose.c
a send gap set against its own latency, not the one before it|dg_follow_pair(&f, r[i - 1].lat_ns,|dg_follow_pair(&f, r[i].lat_ns,|diagnose|misc/lab/diagnose.c
the passes route sets a send gap against its own latency|dg_follow_pair(&s->follow, s->prev_lat,|dg_follow_pair(&s->follow, r->lat_ns,|diagnose|misc/lab/logwalk.c
the timeline of --export leaves the never-sent slots off its re-timed line|dg_tl_add(g->tl, g->tl->retimed, u, (*imp)[*nimp - 1]);|dg_tl_add(g->tl, g->tl->retimed, u, 0);|diagnose|misc/lab/diagnose.c
the timeline of --export names the logged worst as the re-timed one|		worst[1] = max_u64(worst[1], t->retimed[b]);|		worst[1] = max_u64(worst[1], t->logged[b]);|diagnose|misc/lab/diagnose.c
the timeline of --export left without its closing tag|fprintf(f, "</svg>|fprintf(f, "</sv>|diagnose|misc/lab/diagnose.c
the logged latencies written over the requests from the request after each|		lg[i] = g->log.req[i].lat_ns;|		lg[i] = g->log.req[i + 1 < n ? i + 1 : i].lat_ns;|diagnose|misc/lab/diagnose.c
the sends and replies counted in flight taken as in order when they are not|		if (v[i - 1] > v[i])|		if (v[i - 1] > v[i] && !v)|diagnose|misc/lab/diagnose.c
a worker pool send given the worker freed last|		r[i].stream = head < tail ? fifo[head++] : streams++;|		r[i].stream = head < tail ? fifo[--tail] : streams++;|diagnose|misc/lab/diagnose.c
the achieved rate counts the slots intended, not the requests sent|	return send_rate(k->sent, k->first_send_ns, k->last_send_ns);|	return send_rate(k->intended, k->first_send_ns, k->last_send_ns);|lesson
the rate walk of a run without faults walks the closed loop as the open one|		int rc = fault_rc(omit_walk(m, open, NULL, k, NULL, 0));|		int rc = fault_rc(omit_walk(m, 1, NULL, k, NULL, 0));|lesson
the sentences say the p99 twice where the loops part there|	else if (part != PCT_P99)|	else if (1)|lesson
the page takes a prediction within half its value|	return Math.abs(v * 1e6 - want) <= Math.max(want * 0.005, 1000);|	return Math.abs(v * 1e6 - want) <= Math.max(want * 0.5, 1000);|lesson|misc/web/lab.js
the page blind spot takes the open loop latency for the lateness|String(BigInt(first.next_open_ns) - BigInt(first.next_closed_ns))|String(BigInt(first.next_open_ns))|lesson|misc/web/lab.js
the page chart reads each .hlog bucket one step high|	return (i - bucket * half) * Math.pow(2, bucket);|	return (i - bucket * half + 1) * Math.pow(2, bucket);|lesson|misc/web/lab.js
the agent closed form charges the backlog one interval more|			return x - j * I;|			return x - (j + 1) * I;|agent|misc/lab/agent.c
the agent loses the tick at the instant a stall ends|: t - m->first_stall_ns) < m->stall_ns;|: t - m->first_stall_ns) <= m->stall_ns;|agent|misc/lab/agent.c
the agent walk reads a tick at a completion as that request still in service|for (; k < r->ticks && k * r->every_ns < f[j].reply; k++)|for (; k < r->ticks && k * r->every_ns <= f[j].reply; k++)|agent|misc/lab/agent.c
the agent bisection takes a completion at the tick as after it|			if (r->done[mid] > t)|			if (r->done[mid] >= t)|agent|misc/lab/agent.c
the agent counts the lost readings of a stall from the tick before it|lost += ceil_div(min_u64(e, horizon), T) - ceil_div(b, T);|lost += ceil_div(min_u64(e, horizon), T) - b / T;|agent|misc/lab/agent.c
the agent gauge a nanosecond old too many, in walk and bisection alike|	return done_ns > t && due_ns <= t ? t - due_ns : 0;|	return done_ns > t && due_ns <= t ? t - due_ns + 1 : 0;|agent|misc/lab/agent.c
the general walk serves a request without waiting for the one before|	start = max_u64(r->send, w->done_ns);|	start = r->send;|agent
the agent takes no reading at the last due time|	r.ticks = o.m.last_due_ns / r.every_ns + 1;|	r.ticks = o.m.last_due_ns / r.every_ns;|agent|misc/lab/agent.c
bench alone takes an option of the lab|	if (o->lab_given)|	if (o->lab_given && 0)|split
bench alone forgets the name of a lab option|	"--timeout= --queue-limit= --reject-time= --generator-pause= "|	"--queue-limit= --reject-time= --generator-pause= "|split
bench alone reads a lab option as a flag|	"--closed= --connections= --schedule= --rate= --seed= --service-dist= "|	"--closed= --connections= --schedule= --rate --seed= --service-dist= "|split
the p99.9 ratio divides by the p99|	{ "open_closed_p999", SET_OPEN, PCT_P999, SET_CLOSED, PCT_P999, ", p99.9 " },|	{ "open_closed_p999", SET_OPEN, PCT_P999, SET_CLOSED, PCT_P99, ", p99.9 " },|lab
the first second takes the request due at its end|	for (i = 0; i < p->requests && (w->due_ns[i] = due_next(&due)) < until_ns; i++)|	for (i = 0; i < p->requests && (w->due_ns[i] = due_next(&due)) <= until_ns; i++)|files
bench alone sends a run without stalls to the wrong words|!IS_LAB && m->stall_ns == 0|!IS_LAB && m->stall_ns == 1|split
bench alone forgets the name of a lab scenario|	"one-2s-stall mm1-half mm1-90 mm1-99 bimodal gc-pauses timeouts shedding "|	"one-2s-stall mm1-half mm1-90 mm1-99 bimodal gc-pauses shedding "|split
a lab run without --reps keeps the warmup|		o->m.warmup = 0, o->m.reps = 1;|		o->m.reps = 1;|lab
the checks leave out the first rep|	for (unsigned rep = 1 - r->m->warmup; rep <= r->m->reps; rep++)|	for (unsigned rep = 1; rep <= r->m->reps; rep++)|lab
a run in passes walks a warmup it was not asked for|	const unsigned first = 1 - m->warmup;|	const unsigned first = 0;|passes
a stall-free run loses its timeline in the lab|	else if (win > 0 && m->stall_ns == 0 && (win = export_first_second(prefix, m)) <= 0)|	else if (win > 0 && m->stall_ns == 1 && (win = export_first_second(prefix, m)) <= 0)|files
the hook of the lab after the RESULT lines never called|	lab_print(br, LAB_AFTER_RESULTS);|	(void)br;|omissions
a re-timed point of the timeline drawn at its send, not its due time|dg_tl_add(g->tl, g->tl->retimed, q->send_ns - g->lag[s->first + i],|dg_tl_add(g->tl, g->tl->retimed, q->send_ns - 0 * g->lag[s->first + i],|diagnose|misc/lab/diagnose.c
the page puts the truth on the dashboard in the agent line|n(a.p99_ns)|n(t.p99_ns)|lesson|misc/web/lab.js
an option row without its parser|	  .set = set_time, .at = AT(m.stall_ns) },|	  .set = NULL, .at = AT(m.stall_ns) },
diagnose takes an ab -g file for a log it cannot read|format == DG_AUTO && dg_is(line, len, AB_GNUPLOT_HEADER)) {|format == DG_AUTO && 0 && dg_is(line, len, AB_GNUPLOT_HEADER)) {|diagnose|misc/lab/logs.c
the passes route releases a request before the disorder has passed it|w->heap[0].send_ns + w->disorder < w->latest|w->heap[0].send_ns < w->latest|diagnose|misc/lab/logwalk.c
the passes route measures no disorder|		sc->disorder = max_u64(sc->disorder, sc->latest - r->send_ns);|		sc->disorder = sc->disorder;|diagnose|misc/lab/logwalk.c
k6 without its vu tag is read as one stream|		log->streams = format == DG_K6 ? DG_STREAMS_INFER : DG_STREAMS_ONE;|		log->streams = DG_STREAMS_ONE;|diagnose|misc/lab/logs.c
a JSON line cut short is read|	return dg_bad(c, "line", "a JSON object, { to }", s, len);|	return 0;|diagnose|misc/lab/logs.c
a NUL byte ends a log line unseen|			if (memchr(*line, |			if (0 && memchr(*line, |diagnose|misc/lab/logs.c
an option of the other mode is ignored unsaid|sim_row == (o->sim != DG_AUTO))|sim_row == sim_row)|diagnose|misc/lab/diagnose.c
a last send far behind its slot is taken, in memory|		if (T && late && !keeps_time && (send - d) / T > g->imp_limit - *nimp)|		if (0 && T && late && !keeps_time && (send - d) / T > g->imp_limit - *nimp)|diagnose|misc/lab/diagnose.c
a last send far behind its slot is taken, in passes|	if (T && late && !keeps_time && !run->over && (send - s->d) / T > run->imp_limit - run->never) {|	if (0 && T && late && !keeps_time && !run->over && (send - s->d) / T > run->imp_limit - run->never) {|diagnose|misc/lab/logwalk.c
the achieved rate spans to the first stream last send, in memory|	g->last_send_ns = max_u64(g->last_send_ns, r[s->n - 1].send_ns);|	g->last_send_ns = g->last_send_ns ? g->last_send_ns : r[s->n - 1].send_ns;|diagnose|misc/lab/diagnose.c
the achieved rate spans from the last stream first send, in passes|		g->first_send_ns = min_u64(g->first_send_ns, s->first_ns);|		g->first_send_ns = s->first_ns;|diagnose|misc/lab/logwalk.c
the passes route writes its spill out again before each walk|	sp->read = 1;|	sp->read = 0;|diagnose|misc/lab/logwalk.c
the passes route counts a send in flight before the sends within tolerance after it are walked|	while (run->dn && run->due[run->dhead].send_ns + run->tol_ns < r->send_ns)|	while (run->dn && run->due[run->dhead].send_ns < r->send_ns)|diagnose|misc/lab/logwalk.c
the passes route narrows a median to the bin after the one holding it|	while (b < nbins && seen + k->room[b] < k->rank)|	while (b < nbins && seen + k->room[b] <= k->rank)|diagnose|misc/lab/logwalk.c
the passes route takes a held median one place low|		k[i].value = k[i].room[k[i].rank - k[i].below - 1];|		k[i].value = k[i].room[k[i].rank - k[i].below - (k[i].rank - k[i].below > 1 ? 2 : 1)];|diagnose|misc/lab/logwalk.c
the passes route feeds the re-timed set the logged latency|	lw_feed(run, DS_RETIMED, lat + (send - due));|	lw_feed(run, DS_RETIMED, lat);|diagnose|misc/lab/logwalk.c
the passes route imputes a never-sent slot without the next send latency|			lw_feed(run, DS_IMPUTED, clear - u + lat);|			lw_feed(run, DS_IMPUTED, clear - u);|diagnose|misc/lab/logwalk.c
the passes route stops the corrected terms a step early where intervals differ|		for (uint64_t miss = v - e; miss >= e; miss -= e)|		for (uint64_t miss = v - e; miss > e; miss -= e)|diagnose|misc/lab/logwalk.c
the passes route classes no send where it matches in its first walk|	if (lw_first(run, r))|	if (0 && lw_first(run, r))|diagnose|misc/lab/logwalk.c
the gap-latency sums of two streams joined without their cross term|	a->co += b->co + dx * dy * na * nb / n;|	a->co += b->co;|diagnose|misc/lab/diagnose.c
the route check compares no stream|		for (size_t i = 0; i < sizeof sa / sizeof sa[0]; i++, ++*figures)|		for (size_t i = 0; i < 0 * sizeof sa / sizeof sa[0]; i++, ++*figures)|disagree|misc/lab/logwalk.c
the closed form of the skipping loop drops a slot too few after each stall|(stalls - 1) * (k1 - 1) + min_u64(k1 - 1, last - s_last) : 0;|(stalls - 1) * (k1 - 2) + min_u64(k1 - 1, last - s_last) : 0;
the back-to-back closed form forgets that a stall holds the sends|		t_ns += (j + 1) * S + D;|		t_ns += (j + 1) * S;
bench alone draws the open loop of the stall window from the actual send|		run_open(p, &srv, w->open_ns, 0, i, 0);|		run_closed(p, &srv, w->open_ns, 0, i, 0);
a service distribution row without its scv|[SVC_EXP] = { "exp", draw_exp_service, 1, 37,|[SVC_EXP] = { "exp", draw_exp_service, 0, 37,
a service distribution row without its largest value|[SVC_EXP] = { "exp", draw_exp_service, 1, 37,|[SVC_EXP] = { "exp", draw_exp_service, 1, 0,
a correction method row without its colour|{ "hdr-mean", "#2e8b57", FROM_GAP_MEAN, 0 },|{ "hdr-mean", NULL, FROM_GAP_MEAN, 0 },
a correction method row without its line in the table of the notes|`hdr-mean`, `hdr-median`, `hdr-min`, `hdr-max`|`hdr-mean`, `hdr-median`, `hdr-min`|scoreboard|misc/notes/scoreboard.md
a view row without its name|	[O_OK] = { "ok", ON_LIMIT, 1 },|	[O_OK] = { NULL, ON_LIMIT, 1 },
a view row turned on by the wrong fault|	[O_ALL] = { "all", ON_LIMIT, 1 },|	[O_ALL] = { "all", ON_TIMEOUT, 1 },|omissions
the reference of the scoreboard takes a gap percentile one rank low|(int64_t)rank_of(d->gap_milli, ng, m->rank) - 1);|(int64_t)rank_of(d->gap_milli, ng, m->rank) - (ng > 1 ? 2 : 1));|scoreboard
the README quotes the open loop under the name of the closed loop|run_open:|run_closed:|quoted_asm|README.md
the label tool leaves the quoted labels as they were|{ print f ? relabel($0) : $0 }|{ print $0 }|quoted_asm|misc/relabel-asm.sh
the label tool carries labels over from loops that changed|if (shape(a[i]) != shape(b[i])) {|if (0) {|quoted_asm|misc/relabel-asm.sh
the label tool takes a .LFB that became a plain .L for a number|		sub(/[0-9]+$/, "", lab)|		sub(/[A-Z]*[0-9]+$/, "", lab)|quoted_asm|misc/relabel-asm.sh
the general walk: sessions stop arriving after the first|	if (!us->n && e.j == 0)|	if (!us->n && e.j == 0 && w->sessions < 1)|scoreboard
the reference: users go first at a tie by the larger id|(u->t[k] == u->t[best] && u->id[k] < u->id[best]))|(u->t[k] == u->t[best] && u->id[k] > u->id[best]))|scoreboard
the reference frees a connection at the reply, past its timeout|	q->free_at = T && q->reply - t > T ? t + T : q->reply;|	q->free_at = q->reply;|omissions
a walk drawing its own schedule skips a due time a chunk|*h = (struct handed){ o->buf, due_fill(&o->d, o->buf, OWN_CHUNK), 0, NULL };|*h = (struct handed){ o->buf, due_fill(&o->d, o->buf, OWN_CHUNK), 1, NULL };|omissions
a general walk that failed to start is freed again when its rep ends|	w->q = w->ring = NULL;|	(void)w;|oom
a reference walk that failed to start is freed again when its rep ends|	r->done = r->flight = r->starts = NULL;|	(void)r;|oom'

say() { printf '%s\n' "$*"; }

# replace FILE FROM TO: FROM must occur exactly once in FILE; literal, no regex.
replace() {
	awk -v from="$2" -v to="$3" '
		{ lines[NR] = $0; n += gsub_count($0, from) }
		function gsub_count(s, f,    c, i) {
			c = 0
			while ((i = index(s, f)) > 0) { c++; s = substr(s, i + length(f)) }
			return c
		}
		END {
			if (n != 1) exit 3
			for (k = 1; k <= NR; k++) {
				i = index(lines[k], from)
				if (i) lines[k] = substr(lines[k], 1, i - 1) to substr(lines[k], i + length(from))
				print lines[k]
			}
		}' "$1" >"$1.new" && mv "$1.new" "$1"
}

# core_file DIR FROM: the one file of bench.c and DIR/misc/lab/*.c that holds
# FROM, if FROM occurs in them exactly once; else nothing.
core_file() {
	hits=$(cd "$1" && for f in bench.c misc/lab/*.c; do
		n=$(awk -v from="$2" '{ s = $0; while ((i = index(s, from)) > 0) { c++; s = substr(s, i + length(from)) } } END { print c + 0 }' "$f")
		[ "$n" -eq 0 ] || printf '%s %s\n' "$f" "$n"
	done)
	[ "$(printf '%s\n' "$hits" | grep -c .)" -eq 1 ] && [ "${hits##* }" -eq 1 ] && printf '%s\n' "${hits% *}"
}

# mutate K NAME FROM TO GROUPS FILE: the K-th mutant in its own copy; writes its table
# row to $work/row.K and a line "caught" or "survived" to $work/verdict.K.
mutate() {
	m=$work/m$1
	mkdir -p "$m"
	(cd "$root" && git ls-files -z 2>/dev/null | xargs -0 tar -cf - 2>/dev/null) | tar -xf - -C "$m" 2>/dev/null ||
		cp -R "$root/." "$m"
	file=$6
	[ -n "$file" ] || file=$(core_file "$m" "$3")
	if [ -z "$file" ] || ! replace "$m/$file" "$3" "$4"; then
		say "| $2 | NOT APPLIED: the fragment is not in ${6:-bench.c and misc/lab/*.c} exactly once |" >"$work/row.$1"
		echo survived >"$work/verdict.$1"
		return
	fi
	# STRICT_TIME=1: a real-time check that fails on a machine busy with the
	# other worker counts, never excused as a busy skip; OPT=-O1: the copy
	# builds in half the time, and its groups run no slower (measured: 45 s
	# against 59 s for the list below, build included)
	# shellcheck disable=SC2086 # a list of group names
	first=$(cd "$m" && STRICT_TIME=1 OPT=-O1 ASM=0 WERROR=0 FAIL_FAST=1 ./test.sh $5 $GROUPS_RUN 2>/dev/null | sed -n 's/^FAIL //p' | head -n 1)
	# a timed check first (the other worker may have upset the clock): the
	# groups again with busy-machine skips, so that a check of the fault's
	# own names it; only if none fails does the timed failure stand
	case $first in
	"timed: "*)
		# shellcheck disable=SC2086 # a list of group names
		again=$(cd "$m" && OPT=-O1 ASM=0 WERROR=0 FAIL_FAST=1 ./test.sh $5 $GROUPS_RUN 2>/dev/null | sed -n 's/^FAIL //p' | head -n 1)
		[ -n "$again" ] && first=$again
		;;
	esac
	if [ -n "$first" ]; then
		say "| $2 | $(printf '%s' "$first" | cut -c1-150) |" >"$work/row.$1"
		echo caught >"$work/verdict.$1"
	else
		say "| $2 | SURVIVED |" >"$work/row.$1"
		echo survived >"$work/verdict.$1"
	fi
	rm -rf "$m"
}

# worker: runs every mutant of $work/list that it claims first.
worker() {
	n=0
	while IFS='|' read -r name from to first file; do
		n=$((n + 1))
		mkdir "$work/claim.$n" 2>/dev/null || continue
		mutate "$n" "$name" "$from" "$to" "$first" "$file"
	done <"$work/list"
}

main() {
	root=$(cd "$(dirname "$0")/.." && pwd)
	# each mutant copies the project: never anything else (run from elsewhere,
	# or sourced, "$0" would point at another tree, even at /)
	if [ ! -f "$root/bench.c" ] || [ ! -f "$root/tests/mutants.sh" ]; then
		say "mutants.sh: $root is not the project (no bench.c and tests/mutants.sh there): run it as tests/mutants.sh in a checkout"
		exit 2
	fi
	work=$(mktemp -d)
	trap 'rm -rf "$work"' EXIT
	trap 'exit 130' INT
	trap 'exit 143' TERM
	# two workers, one a core (none of the groups is timed): each walks the
	# list and takes the next mutant nobody has claimed (mkdir is atomic), so
	# neither waits for the other's slow mutant
	# ONLY=REGEX runs just the rows whose name it matches (grep -E)
	printf '%s\n' "$MUTANTS" | grep -E -- "${ONLY:-.}" >"$work/list"
	k=$(wc -l <"$work/list")
	worker &
	worker &
	wait
	say "| mutant | caught by |"
	say "|---|---|"
	i=1
	while [ "$i" -le "$k" ]; do
		cat "$work/row.$i"
		i=$((i + 1))
	done
	caught=$(cat "$work"/verdict.* | grep -c '^caught$')
	survived=$((k - caught))
	say ""
	say "$caught passed, $survived failed"
	[ "$survived" -eq 0 ]
}

main "$@"
