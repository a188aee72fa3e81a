#!/bin/sh
# scoreboard.sh: which correction to trust, regime by regime. Runs
# `lab --scoreboard` on a fixed set of workloads (one rep each, every
# number checked as in any run) and writes results/scoreboard.md: for each
# regime the truth's p99, the method closest to it at p99 and at p99.9, and
# the p99 error of the three methods people use most (none, HdrHistogram at
# the configured interval, wrk's). The table is also pasted into README.md
# between the scoreboard markers. Every file is written to a hidden
# temporary name and renamed into place. QUICK=1 runs shorter workloads.
set -eu

readonly BEGIN_MARK='<!-- scoreboard:begin -->'
readonly END_MARK='<!-- scoreboard:end -->'
readonly REGIMES='periodic stall (seed 000)|
Poisson stalls|--stalls poisson
M/M/1, rho 0.5, no stall|--schedule poisson --rate 5000 --service-dist exp --stall 0 --duration 100s
M/M/1, rho 0.9, no stall|--schedule poisson --rate 9000 --service-dist exp --stall 0 --duration 100s
bimodal service, 1 % at 10 ms|--schedule poisson --rate 2500 --service-dist bimodal --slow-fraction 0.01 --slow-service 10ms --stall 0 --duration 100s
10 connections|--connections 10
4 generators (4 connections, each a quarter of the schedule)|--connections 4
population of 10, think 900 us|--population 10 --think 900us
sessions of 2 requests|--sessions 2500 --return-prob 0.5 --think 900us
sessions of 20 requests|--sessions 250 --return-prob 0.95 --think 900us'

say() { printf '%s\n' "$*" >&2; }
err() {
	say "scoreboard.sh: $*"
	exit 2
}

readonly SESSION_LENGTHS="1 2 5 10 20 50 100"

# session_row LEN: sessions of LEN requests on average, 5000 requests a second in all.
session_row() {
	out=$(mktemp results/.scoreboard-run.tmp.XXXXXX)
	rate=$(awk -v n="$1" 'BEGIN { printf "%g", 5000 / n }')
	prob=$(awk -v n="$1" 'BEGIN { printf "%g", 1 - 1 / n }')
	./lab --sessions "$rate" --return-prob "$prob" --think 900us $QUICK_OPT >"$out" ||
		err "lab --sessions $rate --return-prob $prob failed; see $out"
	awk -v len="$1" -v rate="$rate" -v prob="$prob" '
		function val(key,    i) { for (i = 2; i <= NF; i++) if (index($i, key "=") == 1) return substr($i, length(key) + 2); return "" }
		/^RESULT set=users / { p99 = val("p99_ns"); p999 = val("p999_ns") }
		/^RESULT users / { mean = val("mean_response_ns") }
		/^RESULT checks / { passed = val("passed"); failed = val("failed") }
		END {
			printf "| %s | %s | %s | %.1f ms | %.1f ms | %.2f ms | %d passed, %d failed |\n", \
				len, rate, prob, p99 / 1e6, p999 / 1e6, mean / 1e6, passed, failed
		}' "$out"
	rm -f "$out"
}

# p99_of SET OPTIONS...: the p99 of one set of one run, in ms.
p99_of() {
	set_name=$1
	shift
	# shellcheck disable=SC2086 # QUICK_OPT is empty or one word
	./lab "$@" $QUICK_OPT | awk -v s="$set_name" '
		$1 == "RESULT" && $2 == "set=" s { for (i = 3; i <= NF; i++) if ($i ~ /^p99_ns=/) v = substr($i, 8) }
		END { if (v == "") exit 1; if (v >= 1000000) printf "%.1f ms", v / 1e6; else printf "%.1f us", v / 1e3 }' || err "no p99 for $set_name from lab $*"
}

# row NAME OPTIONS: one table row from one run.
row() {
	out=$(mktemp results/.scoreboard-run.tmp.XXXXXX)
	# shellcheck disable=SC2086 # OPTIONS is a list of words
	# users take one walk and no reps (the lab refuses --reps for them)
	case " $2 " in
	*" --population "* | *" --sessions "*) reps= ;;
	*) reps="--reps 1" ;;
	esac
	# shellcheck disable=SC2086 # OPTIONS and the reps are lists of words
	./lab $2 $QUICK_OPT --scoreboard $reps >"$out" || err "lab $2 --scoreboard failed; see $out"
	awk -v name="$1" '
		function val(key,    i) { for (i = 2; i <= NF; i++) if (index($i, key "=") == 1) return substr($i, length(key) + 2); return "" }
		function abs(x) { return x < 0 ? -x : x }
		function us(ns) { return ns >= 1000000 ? sprintf("%.1f ms", ns / 1e6) : sprintf("%.1f us", ns / 1e3) }
		/^RESULT score / {
			m = val("method"); p = val("pct"); e = val("err_pct") + 0
			err[m, p] = e
			if (p == "p99") truth99 = val("truth_ns")
			# double corrects the truth itself: it is scored, not a way to read the closed loop
			if (m != "double" && p == "p99" && (best99 == "" || abs(e) < abs(err[best99, "p99"]))) best99 = m
			if (m != "double" && p == "p999" && (best999 == "" || abs(e) < abs(err[best999, "p999"]))) best999 = m
		}
		/^RESULT checks / { passed = val("passed"); failed = val("failed") }
		END {
			dbl = (("double", "p99") in err) ? sprintf("%+.1f %%", err["double", "p99"]) : "-"
			printf "| %s | %s | %s (%+.1f %%) | %s (%+.1f %%) | %+.1f %% | %+.1f %% | %+.1f %% | %s | %d passed, %d failed |\n", \
				name, us(truth99), best99, err[best99, "p99"], best999, err[best999, "p999"], \
				err["none", "p99"], err["hdr-configured", "p99"], err["wrk", "p99"], dbl, passed, failed
		}' "$out"
	rm -f "$out"
}

main() {
	[ "$#" -eq 0 ] || err "unexpected argument '$1': scoreboard.sh takes none (QUICK=1 for short runs)"
	case ${QUICK:-0} in
	0) QUICK_OPT= ;;
	1) QUICK_OPT=--quick ;;
	*) err "QUICK='${QUICK}' is not valid: use 0 or 1" ;;
	esac
	cd "$(dirname "$0")"
	./build.sh
	mkdir -p results
	tmp=$(mktemp results/.scoreboard.md.tmp.XXXXXX)
	readme_tmp=$(mktemp .README.md.tmp.XXXXXX)
	trap 'rm -f "$tmp" "$readme_tmp" results/.scoreboard-run.tmp.*' EXIT
	trap 'exit 130' INT
	trap 'exit 143' TERM
	{
		# shellcheck disable=SC2016 # backquotes for markdown, not for the shell
		printf 'The truth is the open loop (a schedule) or the users themselves (a population, sessions); errors at p99 are against it. `./scoreboard.sh`%s\n\n' \
			"$([ -z "$QUICK_OPT" ] || printf ' with QUICK=1 (5 s runs where no length is given)')"
		echo "| regime | truth p99 | closest at p99 | closest at p99.9 | none | hdr-configured | wrk | double | checks |"
		echo "|---|---:|---|---|---:|---:|---:|---:|---|"
		printf '%s\n' "$REGIMES" | while IFS='|' read -r name opts; do
			row "$name" "$opts"
		done
		printf '\nSessions on seed 000'"'"'s server at 5000 requests a second, think 900 us, by their mean length; at p99 the open loop on the same server reads %s and a population of 10 users %s:\n\n' \
			"$(p99_of open --reps 1)" "$(p99_of users --population 10 --think 900us)"
		echo "| requests a session | --sessions | --return-prob | p99 | p99.9 | mean | checks |"
		echo "|---:|---:|---:|---:|---:|---:|---|"
		for len in $SESSION_LENGTHS; do
			session_row "$len"
		done
	} >"$tmp"
	awk -v begin="$BEGIN_MARK" -v end="$END_MARK" -v file="$tmp" '
		$0 == begin { print; while ((getline line < file) > 0) print line; skip = 1; found++; next }
		$0 == end { skip = 0 }
		!skip { print }
		END { if (found != 1) exit 1 }
	' README.md >"$readme_tmp" || err "README.md must hold exactly one pair of scoreboard markers"
	chmod 644 "$tmp" "$readme_tmp"
	mv -f "$tmp" results/scoreboard.md
	mv -f "$readme_tmp" README.md
	cat results/scoreboard.md
}

main "$@"
