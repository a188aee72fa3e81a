/*
 * misc/lab/schedules.c: the lab's draws.
 *
 * Owns: draws that are functions of (seed, stream, i) alone (draw_u01,
 * draw_exp and their keys), which service times, random stalls, think
 * times and sessions read, each from a stream of its own; the self-test
 * of the streams is services.c's (self_test_draws).
 * May call: bench.c. Called by services.c, stalls.c, passes.c and users.c.
 */

/*
 * Draws that are functions of (seed, stream, i) alone: request i's service
 * time and stall k's gap and length are the same in the closed loop, the
 * open loop, every pass, every rep and the reference, without being
 * stored, and each stream is its own, so a change to one (a longer stall)
 * reshuffles none of the others. The key of a stream is its name's bytes;
 * the Poisson schedule keeps its own sequential stream, which seed 003's
 * figures fix. The service times' streams are the lab's (services.c).
 */
static const uint64_t STREAM_STALL_GAP = UINT64_C(0x5354414c4c474150); /* "STALLGAP" */
static const uint64_t STREAM_STALL_LEN = UINT64_C(0x5354414c4c4c454e); /* "STALLLEN" */

static uint64_t mix64(uint64_t z)
{
	z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
	return z ^ (z >> 31);
}

/* A stream's key: its draws are a function of it and the index alone. */
static inline uint64_t stream_key(uint64_t seed, uint64_t stream)
{
	return mix64(seed ^ stream);
}

/* A uniform in [0, 1) with 53 bits, the i-th of the stream with this key. */
static inline double keyed_u01(uint64_t key, uint64_t i)
{
	return (double)(mix64(key + (i + 1) * UINT64_C(0x9E3779B97F4A7C15)) >> 11) * 0x1p-53;
}

/* A uniform in [0, 1) with 53 bits, the i-th of a stream. */
static double draw_u01(uint64_t seed, uint64_t stream, uint64_t i)
{
	return keyed_u01(stream_key(seed, stream), i);
}

/* The exponential of mean mean_ns that uniform u gives, in whole nanoseconds, at least 1. */
static inline uint64_t exp_of_u01(double u, double mean_ns)
{
	double v = -log1p(-u) * mean_ns + 0.5;

	return v < 1 ? 1 : v >= (double)MAX_TIME_NS ? MAX_TIME_NS : (uint64_t)v;
}

/* An exponential of mean mean_ns, in whole nanoseconds, at least 1. */
static uint64_t draw_exp(uint64_t seed, uint64_t stream, uint64_t i, double mean_ns)
{
	return exp_of_u01(draw_u01(seed, stream, i), mean_ns);
}
