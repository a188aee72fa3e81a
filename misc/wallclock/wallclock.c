/*
 * wallclock.c: the benchmark's model on the wall clock, with two threads.
 *
 * A server thread takes requests in arrival order from a lock-free
 * single-producer single-consumer ring and spins for 100 us of work on
 * each; from 0.5 s after the start, once a second, it does no work for
 * 200 ms (it spins through the stall: a sleep would wake tens of
 * microseconds late and add that to every request queued behind it). A
 * request in service when a stall begins is extended by it; one that
 * arrives during a stall waits for its end. A producer thread releases
 * request i at start + i * 200 us, computed from the start, busy-waiting to
 * the instant. Closed mode: it waits for each reply before it sends,
 * catching up on missed slots as the simulation does. Open mode: it never
 * waits. Each mode is one run; the corrected set is the closed run's
 * samples re-recorded at 200 us, as bench.c does.
 *
 * Build: cc -std=c11 -O2 -Wall -Wextra -Wpedantic -Werror -pthread \
 *        -o misc/wallclock/wallclock misc/wallclock/wallclock.c -lm
 * Run:   misc/wallclock/wallclock [SECONDS]   (20 by default)
 *
 * This measures this machine: jitter, wake-ups and other load all land in
 * the numbers. Pinning the two threads to different cores needs Linux's
 * pthread_setaffinity_np, hence _GNU_SOURCE; elsewhere they run unpinned.
 */
#define _GNU_SOURCE

#include <errno.h>
#include <inttypes.h>
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../report.h"

enum {
	RING_SLOTS = 1 << 15,           /* more than a stall's backlog of 2000 */
};

static const uint64_t SERVICE_NS = 100000;
static const uint64_t INTERVAL_NS = 200000;
/* A corrected set larger than this many values a sample says the machine starved the run. */
static const uint64_t CORRECTED_MAX_PER_SAMPLE = 64;
static const uint64_t STALL_NS = 200000000;
static const uint64_t PERIOD_NS = 1000000000;
static const uint64_t FIRST_STALL_NS = 500000000;
static const uint64_t START_DELAY_NS = 20000000;   /* both threads ready before t0 */


/* Everything the two threads share; times are ns after t0_ns. */
struct run {
	uint64_t t0_ns;               /* CLOCK_MONOTONIC at the schedule's start */
	uint64_t n;                   /* requests on the schedule */
	int closed;                   /* 1: wait for each reply before sending */
	uint64_t ring[RING_SLOTS];    /* request indices, in send order */
	_Atomic uint64_t head;        /* pushed by the producer */
	_Atomic uint64_t tail;        /* popped by the server */
	_Atomic uint64_t completed;   /* requests the server has finished */
	uint64_t *send_ns, *done_ns;  /* per request: actual send, completion */
	int cpu;                      /* the core to pin to, or -1 */
};

/* Time since the start; 0 before it. */
static uint64_t since(const struct run *r)
{
	uint64_t t = now_ns();

	return t > r->t0_ns ? t - r->t0_ns : 0;
}

/* If t falls in a stall, the stall's end; otherwise 0. */
static uint64_t stall_end(uint64_t t)
{
	uint64_t k;

	if (t < FIRST_STALL_NS)
		return 0;
	k = (t - FIRST_STALL_NS) / PERIOD_NS;
	return t - FIRST_STALL_NS - k * PERIOD_NS < STALL_NS
	       ? FIRST_STALL_NS + k * PERIOD_NS + STALL_NS : 0;
}

static void pin(int cpu, const char *who)
{
	cpu_set_t set;

	if (cpu < 0)
		return;
	CPU_ZERO(&set);
	CPU_SET(cpu, &set);
	if (pthread_setaffinity_np(pthread_self(), sizeof set, &set) != 0)
		fprintf(stderr, "wallclock: could not pin the %s to cpu %d; it runs unpinned\n", who, cpu);
}

/* Work accrues only outside stalls: a stall extends the request in service. */
static void *server(void *arg)
{
	struct run *r = arg;

	pin(r->cpu < 0 ? -1 : r->cpu + 1, "server");
	for (uint64_t served = 0; served < r->n; served++) {
		uint64_t tail = atomic_load_explicit(&r->tail, memory_order_relaxed);

		while (atomic_load_explicit(&r->head, memory_order_acquire) == tail)
			;
		uint64_t i = r->ring[tail % RING_SLOTS];
		atomic_store_explicit(&r->tail, tail + 1, memory_order_release);

		uint64_t work = 0, last = since(r);
		while (work < SERVICE_NS) {
			uint64_t t = since(r), end = stall_end(t);

			if (end) {
				while (since(r) < end)
					;
				last = end;
				continue;
			}
			work += t - last;
			last = t;
		}
		r->done_ns[i] = since(r);
		atomic_store_explicit(&r->completed, served + 1, memory_order_release);
	}
	return NULL;
}

/* Releases request i at i * interval after t0, never computed from the last send. */
static void *producer(void *arg)
{
	struct run *r = arg;

	pin(r->cpu, "producer");
	for (uint64_t i = 0; i < r->n; i++) {
		uint64_t due = i * INTERVAL_NS;

		while (since(r) < due)
			;
		if (r->closed)
			while (atomic_load_explicit(&r->completed, memory_order_acquire) < i)
				;
		uint64_t head = atomic_load_explicit(&r->head, memory_order_relaxed);
		while (head - atomic_load_explicit(&r->tail, memory_order_acquire) == RING_SLOTS)
			;
		r->send_ns[i] = since(r);
		r->ring[head % RING_SLOTS] = i;
		atomic_store_explicit(&r->head, head + 1, memory_order_release);
	}
	return NULL;
}

/* One run of one mode. Returns 0, or -1 if a thread could not start. */
static int run_mode(struct run *r, int closed, uint64_t n, int cpu)
{
	pthread_t p, s;

	atomic_store(&r->head, 0);
	atomic_store(&r->tail, 0);
	atomic_store(&r->completed, 0);
	r->closed = closed;
	r->n = n;
	r->cpu = cpu;
	r->t0_ns = now_ns() + START_DELAY_NS;
	if (pthread_create(&s, NULL, server, r) != 0)
		return -1;
	if (pthread_create(&p, NULL, producer, r) != 0)
		return -1;
	pthread_join(p, NULL);
	pthread_join(s, NULL);
	return 0;
}

/* Sorts v and prints a readable row, then its RESULT line. */
static void report(const char *name, uint64_t *v, uint64_t n)
{
	uint64_t slow = 0;

	qsort(v, n, sizeof *v, cmp_u64);
	for (uint64_t i = 0; i < n; i++)
		slow += v[i] > REPORT_SLOW_ABOVE_NS;
	printf("%-15s %8" PRIu64, name, n);
	for (int j = 0; j < REPORT_NPCT; j++)
		printf(" %11.1f", (double)v[rank_of(REPORT_PCT_MILLI[j], n) - 1] / 1000.0);
	printf(" %8.4f\n", 100.0 * (double)slow / (double)n);
	report_result(name, v, n);
}

/* How many values HdrHistogram's correction makes of one sample v: v itself, then v - I, v - 2I, ... while at least I. */
static uint64_t corrected_count(uint64_t v)
{
	return 1 + (v >= INTERVAL_NS ? v / INTERVAL_NS - 1 : 0);
}

/* The correction written out into out, which holds room for every value; returns how many it wrote. */
static uint64_t correct_into(const uint64_t *lat, uint64_t n, uint64_t *out)
{
	uint64_t nk = 0;

	for (uint64_t i = 0; i < n; i++) {
		out[nk++] = lat[i];
		for (uint64_t miss = lat[i] >= INTERVAL_NS ? lat[i] - INTERVAL_NS : 0;
		     miss >= INTERVAL_NS; miss -= INTERVAL_NS)
			out[nk++] = miss;
	}
	return nk;
}

int main(int argc, char **argv)
{
	uint64_t seconds = 20, n, *lat = NULL, *corr = NULL, nk = 0, lost = 0, dup = 0;
	struct run *r;
	int cpu = -1, status = 1;
	long cores = sysconf(_SC_NPROCESSORS_ONLN);

	if (argc > 2 || (argc == 2 && (sscanf(argv[1], "%" SCNu64, &seconds) != 1 ||
	                               seconds < 2 || seconds > 3600))) {
		fprintf(stderr, "wallclock: '%s' is not valid: give the seconds to run, 2 to 3600\n",
		        argc > 1 ? argv[1] : "");
		return 2;
	}
	n = seconds * 1000000000u / INTERVAL_NS;
	r = calloc(1, sizeof *r);
	if (!r || !(r->send_ns = malloc(n * sizeof(uint64_t))) ||
	    !(r->done_ns = malloc(n * sizeof(uint64_t))) || !(lat = malloc(n * sizeof *lat))) {
		fprintf(stderr, "wallclock: out of memory\n");
		goto out;
	}
	if (cores >= 2)
		cpu = 0;
	printf("wallclock: %" PRIu64 " s a mode, %" PRIu64 " requests; threads %s\n", seconds, n,
	       cpu >= 0 ? "pinned: producer on cpu 0, server on cpu 1" : "unpinned (one core)");
	printf("%-15s %8s %11s %11s %11s %11s %11s %11s %8s\n", "set", "n", "p50 us", "p90 us",
	       "p99 us", "p99.9 us", "p99.99 us", "max us", "slow %");

	/* closed: completion minus actual send; corrected at the schedule interval */
	memset(r->done_ns, 0xff, n * sizeof(uint64_t));
	if (run_mode(r, 1, n, cpu)) {
		fprintf(stderr, "wallclock: could not start the threads: %s\n", strerror(errno));
		goto out;
	}
	for (uint64_t i = 0; i < n; i++) {
		lost += r->done_ns[i] == UINT64_MAX;
		lat[i] = r->done_ns[i] == UINT64_MAX ? 0 : r->done_ns[i] - r->send_ns[i];
	}
	/* the corrected set sized from the samples themselves, never cut short */
	for (uint64_t i = 0; i < n; i++)
		nk += corrected_count(lat[i]);
	if (lost || nk > CORRECTED_MAX_PER_SAMPLE * n) {
		fprintf(stderr, "wallclock: the closed run %s (%" PRIu64 " lost; the corrected set would "
		        "hold %" PRIu64 " values for %" PRIu64 " samples): this machine could not keep "
		        "the schedule; rerun when it is idle\n", lost ? "lost replies" : "was starved",
		        lost, nk, n);
		goto out;
	}
	if (!(corr = malloc(nk * sizeof *corr))) {
		fprintf(stderr, "wallclock: out of memory\n");
		goto out;
	}
	if (correct_into(lat, n, corr) != nk) {
		fprintf(stderr, "wallclock: internal error: the corrected set's count and its values disagree\n");
		goto out;
	}
	report("wall-closed", lat, n);
	report("wall-corrected", corr, nk);

	/* open: completion minus due time; the producer's own lateness beside it */
	memset(r->done_ns, 0xff, n * sizeof(uint64_t));
	if (run_mode(r, 0, n, cpu)) {
		fprintf(stderr, "wallclock: could not start the threads: %s\n", strerror(errno));
		goto out;
	}
	for (uint64_t i = 0; i < n; i++) {
		lost += r->done_ns[i] == UINT64_MAX;
		dup += r->done_ns[i] != UINT64_MAX && r->done_ns[i] < r->send_ns[i];
		lat[i] = r->done_ns[i] - i * INTERVAL_NS;
	}
	report("wall-open", lat, n);
	for (uint64_t i = 0; i < n; i++)
		lat[i] = r->send_ns[i] - i * INTERVAL_NS;
	double span_s = (double)(r->send_ns[n - 1] - r->send_ns[0]) / 1e9;
	qsort(lat, n, sizeof *lat, cmp_u64);
	printf("producer lateness: p99 %.1f us, max %.1f us; %.1f requests a second against 5000\n",
	       (double)lat[rank_of(99000, n) - 1] / 1000.0, (double)lat[n - 1] / 1000.0,
	       (double)(n - 1) / span_s);
	printf("RESULT lag p99_ns=%" PRIu64 " max_ns=%" PRIu64 " achieved_rps=%.1f target_rps=5000\n",
	       lat[rank_of(99000, n) - 1], lat[n - 1], (double)(n - 1) / span_s);
	printf("RESULT requests scheduled=%" PRIu64 " recorded=%" PRIu64 " lost=%" PRIu64
	       " out_of_order=%" PRIu64 "\n", 2 * n, 2 * n - lost, lost, dup);
	status = lost || dup ? 1 : 0;
out:
	if (r) {
		free(r->send_ns);
		free(r->done_ns);
	}
	free(r);
	free(lat);
	free(corr);
	return status;
}
