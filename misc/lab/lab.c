/*
 * misc/lab/lab.c: the lab, a program of its own around the benchmark.
 *
 * bench.c is seed 000's benchmark. This file includes it as its core with
 * BENCH_NO_MAIN (bench.c brings no main of its own) and BENCH_LAB (bench.c
 * then calls the lab's hooks and reads the lab's options, the rows of
 * LAB_OPTIONS after its own), then the lab's files, in the order each needs
 * the ones before it:
 *
 *   options.c     the lab's option rows, scenarios and parsers, and the
 *                 faults' and closed loops' rules
 *   walks.c       the general walk: every schedule, and the closed loops
 *                 that skip, send back to back or use C connections
 *   reference.c   the reference simulation, the check where no closed form
 *                 holds; --cross-check
 *   schedules.c   Poisson and replayed schedules; the draws, functions of
 *                 (seed, stream, i) alone
 *   services.c    service times drawn from a distribution, one row each
 *   stalls.c      stalls at random or of random length, merged into windows
 *   theory.c      queueing theory beside a run, where it has an answer
 *   select.c      exact percentiles of a run walked again: selections by
 *                 window and by quotient and remainder, first-pass guesses
 *   passes.c      long runs walked again in passes, and their reference
 *   omissions.c   timeouts, fast errors, a late sender: walks, views, their
 *                 reference and closed forms; each client's rate
 *   scoreboard.c  every correction scored against the truth, two ways
 *   users.c       closed populations and sessions, with mean value analysis
 *   sweep.c       --sweep load|stall: one table over load or stall length
 *   trace.c       --correct FILE, --trace-values: a recorded trace corrected
 *   runs.c        the hooks bench.c calls in a benchmark run, and lab_mode,
 *                 which runs the modes that are not one; the timeline of a
 *                 run without stalls
 *
 * and the modes (modes.h), each of which owns the whole command line:
 *
 *   diagnose.c  lab diagnose LOG...: the per-request logs real load
 *               generators write, read and re-timed from their schedule
 *               (logs.c reads the formats; logwalk.c walks a log again
 *               in bounded memory, the default route)
 *   hlog.c      HdrHistogram interval logs: the .hlog --export writes (for
 *               bench.c's export_bench), and lab --correct FILE.hlog
 *   agent.c     lab agent: seed 004's monitoring agent that blocks, a gauge
 *               read from inside the server's process beside the truth
 *
 * Anything no mode claims is the benchmark's, handed to bench_main. A
 * file here may call anything in bench.c and in the files before it;
 * bench.c calls only the hooks it declares under BENCH_LAB.
 *
 * Build: cc -std=c11 -O2 -Wall -Wextra -Wpedantic -Werror -pthread -o lab misc/lab/lab.c -lm
 * (./build.sh builds it beside bench).
 */
#define BENCH_NO_MAIN
#define BENCH_LAB
#include "../../bench.c"

#include "options.c"
#include "walks.c"
#include "reference.c"
#include "schedules.c"
#include "services.c"
#include "stalls.c"
#include "theory.c"
#include "select.c"
#include "passes.c"
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
