/*
 * misc/report.h: the few lines the wall-clock and real-socket programs share
 * with each other, and in spirit with bench.c: the monotonic clock, the
 * rank rule (HdrHistogram_c's: the sample at rank round(p/100 * n), at
 * least 1, of the ascending samples) and the RESULT line bench prints for
 * a data set. Header-only, so each program stays one C file to build.
 */
#ifndef MISC_REPORT_H
#define MISC_REPORT_H

#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

enum { REPORT_NPCT = 6 };

static const uint64_t REPORT_PCT_MILLI[REPORT_NPCT] = { 50000, 90000, 99000, 99900, 99990, 100000 };
static const char *const REPORT_PCT_NAME[REPORT_NPCT] = { "p50", "p90", "p99", "p999", "p9999", "max" };
static const uint64_t REPORT_SLOW_ABOVE_NS = 1000000;

static inline uint64_t now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static inline int cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return (x > y) - (x < y);
}

static inline uint64_t rank_of(uint64_t p_milli, uint64_t n)
{
	uint64_t r = (p_milli * n + 50000) / 100000;

	return r < 1 ? 1 : r < n ? r : n;
}

/* Sorts v[0..n) and prints its RESULT line, in bench's keys. */
static inline void report_result(const char *name, uint64_t *v, uint64_t n)
{
	uint64_t slow = 0, sum = 0;

	qsort(v, n, sizeof *v, cmp_u64);
	for (uint64_t i = 0; i < n; i++) {
		sum += v[i];
		slow += v[i] > REPORT_SLOW_ABOVE_NS;
	}
	printf("RESULT set=%s n=%" PRIu64, name, n);
	for (int j = 0; j < REPORT_NPCT; j++)
		printf(" %s_ns=%" PRIu64, REPORT_PCT_NAME[j], v[rank_of(REPORT_PCT_MILLI[j], n) - 1]);
	printf(" slow=%" PRIu64 " slow_pct=%.4f sum_ns=%" PRIu64 "\n", slow,
	       100.0 * (double)slow / (double)n, sum);
}

#endif
