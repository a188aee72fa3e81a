/*
 * misc/lab/modes.h: the lab's modes, one row each. A mode's claims()
 * looks at the command line and says whether it is the mode's (say, its
 * first word); run() then owns the whole command line and returns the exit
 * status (0 done, 1 a check failed, 2 bad input with one line on stderr).
 *
 * To add a mode: write misc/lab/NAME.c with its two functions, include it
 * here, add its row to LAB_MODES, give it a test group of its own
 * (tests/groups/NAME.sh), and describe it in the README's lab chapter and
 * in its own --help.
 */
struct lab_mode {
	const char *name;
	int (*claims)(int argc, char **argv);
	int (*run)(int argc, char **argv);
};

#include "diagnose.c"
#include "hlog.c"
#include "agent.c"

static const struct lab_mode LAB_MODES[] = {
	{ "diagnose", diagnose_claims, diagnose_run },
	{ "hlog", hlog_claims, hlog_run },
	{ "agent", agent_claims, agent_run },
	{ NULL, NULL, NULL },
};
