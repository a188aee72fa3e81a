/*
 * misc/lab/floor.c: the least any exact answer to misc/lab/vs-numpy.sh's
 * questions can cost in the lab's draws: one walk of the open loop, Poisson
 * arrivals and the service times drawn exactly as the lab draws them
 * (misc/lab/schedules.c, services.c), Lindley's recursion, and nothing else:
 * no percentile, no second client, no check. vs-numpy.sh times it beside
 * the lab and numpy, and holds its count and latency sum to the lab's
 * RESULT set=open line, so the floor is a walk of the same question.
 *
 * An exact percentile in bounded memory takes a second walk wherever the
 * first pass's guesses miss (select.c), so a lab run costs at least this
 * once, and about twice where a guess misses.
 *
 * usage: floor RATE SERVICE_NS exp|fixed SECONDS SEED
 * prints: n=N sum_ns=S
 * Build: cc -std=c11 -O2 -pthread -o floor misc/lab/floor.c -lm (vs-numpy.sh does).
 */
#define main lab_main
#include "lab.c"
#undef main

int main(int argc, char **argv)
{
	struct poisson p;
	uint64_t n = 0, done_ns = 0, end_ns, key, seed;
	u128 sum_ns = 0;
	char b[48];
	double mean_ns;
	int exp;

	if (argc != 6 || (strcmp(argv[3], "exp") && strcmp(argv[3], "fixed"))) {
		fprintf(stderr, "usage: floor RATE SERVICE_NS exp|fixed SECONDS SEED\n");
		return 2;
	}
	exp = !strcmp(argv[3], "exp");
	mean_ns = strtod(argv[2], NULL);
	end_ns = (uint64_t)(strtod(argv[4], NULL) * 1e9);
	seed = strtoull(argv[5], NULL, 10);
	key = stream_key(seed, STREAM_SERVICE);
	poisson_start(&p, strtod(argv[1], NULL), seed);
	for (;; n++) {
		uint64_t due_ns = (uint64_t)poisson_next(&p);
		uint64_t svc_ns = exp ? exp_of_u01(keyed_u01(key, n), mean_ns) : (uint64_t)mean_ns;

		if (due_ns >= end_ns)
			break;
		done_ns = max_u64(due_ns, done_ns) + svc_ns;
		sum_ns += done_ns - due_ns;
	}
	printf("n=%" PRIu64 " sum_ns=%s\n", n, fmt_u128(b, sizeof b, sum_ns));
	return 0;
}
