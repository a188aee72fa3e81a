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
 *   walks.c       the general walk: every schedule, the closed loops that
 *                 skip, send back to back or use C connections, users,
 *                 and the faults, each an option of the one walk
 *   reference.c   the reference simulation, the check where no closed form
 *                 holds (its walk of a run with faults or users, kept
 *                 request by request, is omissions.c's); --cross-check
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
 * bench.c calls only the hooks hooks.h declares.
 *
 * To add a service distribution (say uniform), in the lab's services.c:
 *   1. write its draw beside draw_lognormal: request i's service time, a
 *      function of (m, i) that reads only draw_u01(m->seed, stream, i) of
 *      the streams its row names;
 *   2. add its row to SERVICE_DISTS: its name, the draw, then either its
 *      scv and top (mean --service; no draw above top * --service) or
 *      moments and largest functions where those hang on its options; the
 *      options it takes (each an OPTIONS row, given with it alone) and
 *      example values for them; the streams it reads; its --help line;
 *   3. add its line to the table in misc/notes/services.md.
 * Parsing, the rule on its options, --help, the page's list (built from
 * --help), the plan's server line, the RESULT service line, theory (M/G/1
 * from the mean and scv) and the time bound follow from the row, and
 * ./lab --self-test holds its draws to its mean, scv and largest value.
 * Bench alone has fixed service only (bench.c's Schedules).
 *
 * To add a correction method to the scoreboard (say hdr-p90, at the 90th
 * percentile of the gaps between one connection's sends):
 *   1. add its row at the end of METHODS in the lab's scoreboard.c: its
 *      name, its colour in the chart, where its interval comes from
 *      (FROM_GAP_PCT, 90000);
 *   2. add its line to the table in misc/notes/scoreboard.md.
 * Both routes of the scoreboard and their check against each other, its
 * table, RESULT lines and chart follow from the row, and ./lab
 * --self-test holds the row to a name of its own and a colour. A method
 * with arithmetic of its own (FROM_OWN, as wrk) is also written in both
 * routes, score_route and score_reference, each its own way, given an
 * M_* constant of enum method, and named in scoreboard_self_test (its
 * NAMED list and its FROM_OWN clause).
 *
 * To add a fault (say a client that sends a request again once after a
 * timeout), in the lab: a fault is behaviour, written twice and apart so
 * that each run compares the two, not a row. So:
 *   1. its fields in struct faults (struct model, in bench.c), off at zero;
 *   2. its options, as below, and its rules beside resolve_faults's
 *      (options.c), with omissions_on seeing it; the refusals that list
 *      the faults by name (grep "queue-limit" in misc/lab), the page's
 *      form (misc/web/lab.js) and tests/fuzz.sh's options name it too;
 *   3. what it does in the general walk (walks.c, struct walk:
 *      walk_send for the sender, walk_serve for the server), what the
 *      client records (omissions.c, omit_record), and again, written
 *      apart, in the reference walk (reference.c, struct ref_walk:
 *      ref_sender, ref_serve_sent) and its views (ref_omit_views);
 *   4. a view it turns on: a constant of enum oset, before NOSETS, and
 *      its row in OVIEWS (its name, the fault that turns it on, whether
 *      it is a latency), a constant of enum oneeds and its case in
 *      oset_on for a new fault, and its sample in omit_record and
 *      ref_omit_views (the passes, checks and report take every view);
 *   5. what it counts (struct counts, both walks) and says
 *      (print_omission_plan, print_omissions, print_omission_results);
 *      where it changes what a client sends, the sent=truth checks of
 *      lab_checks (runs.c) leave it out;
 *   6. a closed form (omit_closed_form) or theory (as M/M/1/K) where one
 *      holds, and its model in misc/notes/omissions.md.
 * (--queue-limit is each of these steps, by name.)
 *
 * To add an option (say --warmup-reps N):
 *   1. give it a field in struct model (or struct options, if only the
 *      command line needs it);
 *   2. add its row to OPTIONS, or for the lab's to LAB_OPTIONS in
 *      misc/lab/options.c: its name, whether it takes a value, the value's
 *      form and its --help line, the options it needs, the modes it acts
 *      in; then its parser: .set is one of set_time, set_count, set_choice,
 *      set_text, set_flag (or the lab's set_real), with .at = AT(the
 *      field) and the bounds (.lo, .hi), the choices (.names) and the
 *      words for what is allowed (.allowed) it reads; or a set_ function
 *      of its own, for a rule they do not know, beside the table's (and,
 *      where its choices are another table's rows, .choices, the function
 *      that lists them in --help, as --service-dist's);
 *   3. a lab option: its name in LAB_OPTION_NAMES too, in the order of
 *      the rows, with '=' if it takes a value (the lab's self-test fails
 *      until it is there);
 *   4. add its line to the option table in misc/notes/lab.md.
 * Parsing, the refusals of a bad value, --help, bench alone's refusal of
 * a lab option, and the self-test's check that the row carries a parser
 * (and the names and words it needs) follow from the row.
 *
 * After any of these, ./build.sh web rebuilds the page (results/lab.html),
 * which carries the checksum of bench.c and misc/lab it was built from;
 * the test suite's static group fails until it matches.
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
