/*
 * misc/lab/lab.c: the lab, a program of its own around the benchmark.
 *
 * bench.c is seed 000's benchmark; this file includes it whole as its core
 * (with BENCH_NO_MAIN, so bench.c brings no main of its own) and adds the
 * modes that read what other programs wrote, and the agent. Each mode
 * lives in a file of its own in this folder, included below, and owns its
 * options; anything else on the command line is the benchmark's, handed to
 * bench_main.
 *
 *   diagnose.c  lab diagnose LOG...: the per-request logs real load
 *               generators write, read and re-timed from their schedule
 *   hlog.c      HdrHistogram interval logs read back (an inflater of its
 *               own), for lab --correct FILE.hlog
 *   agent.c     lab agent: seed 004's monitoring agent that blocks, a gauge
 *               read from inside the server's process beside the truth
 *
 * A mode may call anything in bench.c (its percentiles, rank rule, .hgrm
 * and SVG writers, usage_error); bench.c calls nothing here.
 *
 * Build: cc -std=c11 -O2 -Wall -Wextra -Wpedantic -Werror -pthread -o lab misc/lab/lab.c -lm
 * (./build.sh builds it beside bench).
 */
#define BENCH_NO_MAIN
#define BENCH_LAB
#include "../../bench.c"

#include "omissions.c"
#include "scoreboard.c"
#include "users.c"
#include "sweep.c"
#include "trace.c"
#include "runs.c"
#include "modes.h"

int main(int argc, char **argv)
{
	for (const struct lab_mode *m = LAB_MODES; m->name; m++)
		if (m->claims(argc, argv))
			return m->run(argc, argv);
	return bench_main(argc, argv);
}
