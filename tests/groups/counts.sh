# shellcheck shell=sh
# tests/groups/counts.sh: the counts the README and the notes state about
# the project itself, held to the real counts: the mutants, the checks a
# run makes, the bad-input rows.

# counts_said FILE SED: the number the sed expression picks out of FILE.
counts_said() { sed -n "$2" "$1" | head -n 1; }

test_counts() {
	rows=$(sed -n "/^readonly MUTANTS='/,/'\$/p" "$ROOT/tests/mutants.sh" | wc -l)
	said=$(counts_said "$ROOT/README.md" 's/^ *tests\/mutants.sh *# \([0-9]*\) deliberate faults.*/\1/p')
	expect "README: tests/mutants.sh holds the $said deliberate faults it says ($rows rows)" [ "${said:-0}" -eq "$rows" ]
	# shellcheck disable=SC2016 # backquotes in the text, not a command
	said=$(counts_said "$ROOT/misc/notes/checks.md" 's/.*`tests\/mutants.sh` applies \([0-9]*\) deliberate.*/\1/p')
	expect "misc/notes/checks.md: tests/mutants.sh applies the $said faults it says ($rows rows)" [ "${said:-0}" -eq "$rows" ]
	said=$(counts_said "$ROOT/misc/notes/checks.md" 's/.*All \([0-9]*\) are caught.*/\1/p')
	expect "misc/notes/checks.md: all $said are caught, of $rows" [ "${said:-0}" -eq "$rows" ]
	said=$(counts_said "$ROOT/README.md" 's/.*computations\. \([0-9]*\) checks per run:.*/\1/p')
	expect "README: $said checks per run, as bench makes ($PER_RUN)" [ "${said:-0}" -eq "$PER_RUN" ]
	said=$(counts_said "$ROOT/README.md" 's/^\([0-9]*\) in a default run of 32\..*/\1/p')
	expect "README: $said checks in a default run of 32 ($((PER_RUN * 32)))" [ "${said:-0}" -eq $((PER_RUN * 32)) ]
	rows=$(sed -n "/^readonly BAD_INPUTS='/,/'\$/p" "$ROOT/test.sh" | wc -l)
	said=$(counts_said "$ROOT/misc/notes/checks.md" 's/.*A table of \([0-9]*\) malformed or impossible inputs.*/\1/p')
	expect "misc/notes/checks.md: the bad-input table holds the $said rows it says ($rows)" [ "${said:-0}" -eq "$rows" ]
}
