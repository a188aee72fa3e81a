"""misc/lab/lindley.py: the question a numerical engineer would answer without
the lab, for misc/lab/vs-numpy.sh to time beside it. One FIFO server fed by
Poisson arrivals for a simulated span: Lindley's recursion, vectorised
(completion c_i = max(a_i, c_{i-1}) + s_i, as c = cs + cummax(a - cs + s)
with cs the running sum of the service times, shifted by one), then the open
loop's latencies c - a and exact percentiles by nearest rank. The closed loop
of one connection that catches up is the same recursion on the due times it
sends at (max(due, previous completion)), so its latencies are the service
times: also exact. Prints one line of percentiles in ns.

usage: lindley.py RATE SERVICE_NS exp|fixed SECONDS SEED
"""
import sys

import numpy as np


def main():
    rate, service_ns, dist, seconds, seed = sys.argv[1:6]
    rate, service_ns, seconds = float(rate), float(service_ns), float(seconds)
    rng = np.random.default_rng(int(seed))
    n = int(rate * seconds)
    arrivals = np.cumsum(rng.exponential(1e9 / rate, n))
    service = rng.exponential(service_ns, n) if dist == "exp" else np.full(n, service_ns)
    cs = np.cumsum(service)
    shifted = np.concatenate(([0.0], cs[:-1]))
    done = cs + np.maximum.accumulate(arrivals - shifted)
    latency = done - arrivals
    levels = [50, 90, 99, 99.9, 99.99, 100]
    pct = np.percentile(latency, levels, method="inverted_cdf")
    print("n=%d " % n + " ".join("p%s=%.0f" % (str(l).replace(".", ""), v) for l, v in zip(levels, pct)))


main()
