/*
 * openloop.c: an open-loop HTTP client, the way wrk2 measures. Request i
 * is written at start + i * 200 us, whatever is outstanding, on keep-alive
 * connection i mod C (pipelined); its latency is the reply's arrival minus
 * that intended send time. One thread, busy-polling non-blocking sockets,
 * so a send is late only by what the machine does to it, and that lateness
 * is reported beside the latencies.
 *
 *   openloop PORT SECONDS [CONNECTIONS]    (to 127.0.0.1 only; 4 connections)
 *
 * Prints the table and RESULT lines of bench (set=openloop) and exits by
 * itself: after the last reply, or 5 s past the schedule's end.
 */
#define _GNU_SOURCE

#include <errno.h>
#include <inttypes.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <arpa/inet.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "../report.h"

enum { MAX_CONNS = 64 };

static const uint64_t INTERVAL_NS = 200000;
static const uint64_t GRACE_NS = 5000000000u;
static const char REQUEST[] = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
/* stallserver's one reply; only its length is needed to count replies */
enum { RESPONSE_LEN = sizeof "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok" - 1 };

/* Writes all of buf; blocking sockets keep this simple. Returns 0 or -1. */
static int send_all(int fd, const char *buf, size_t len)
{
	while (len) {
		ssize_t w = send(fd, buf, len, MSG_NOSIGNAL);

		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return -1;
		buf += w;
		len -= (size_t)w;
	}
	return 0;
}

int main(int argc, char **argv)
{
	long port, seconds, conns = 4;
	char *end;

	if (argc < 3 || argc > 4 || (port = strtol(argv[1], &end, 10), *end) || port < 1 ||
	    port > 65535 || (seconds = strtol(argv[2], &end, 10), *end) || seconds < 1 ||
	    seconds > 3600 || (argc == 4 && ((conns = strtol(argv[3], &end, 10)), *end || conns < 1 ||
	                                     conns > MAX_CONNS))) {
		fprintf(stderr, "openloop: usage: openloop PORT SECONDS [CONNECTIONS] (PORT 1 to 65535, "
		        "1 to 3600 seconds, 1 to %d connections)\n", MAX_CONNS);
		return 2;
	}
	uint64_t n = (uint64_t)seconds * 1000000000u / INTERVAL_NS;
	uint64_t *send = malloc(n * sizeof *send), *done = calloc(n, sizeof *done);
	uint64_t next_reply[MAX_CONNS], got_bytes[MAX_CONNS] = { 0 }, replies = 0, i = 0;
	int fd[MAX_CONNS];
	struct sockaddr_in addr = { .sin_family = AF_INET, .sin_port = htons((uint16_t)port),
	                            .sin_addr.s_addr = htonl(INADDR_LOOPBACK) };
	const size_t rlen = RESPONSE_LEN;
	uint64_t *lat = NULL;
	long opened = 0;
	int status = 1;

	if (!send || !done) {
		fprintf(stderr, "openloop: out of memory\n");
		goto out;
	}
	for (long c = 0; c < conns; c++) {
		int one = 1;

		fd[c] = socket(AF_INET, SOCK_STREAM, 0);
		if (fd[c] >= 0)
			opened++;
		if (fd[c] < 0 || connect(fd[c], (struct sockaddr *)&addr, sizeof addr)) {
			fprintf(stderr, "openloop: cannot connect to 127.0.0.1:%ld: %s\n", port, strerror(errno));
			goto out;
		}
		setsockopt(fd[c], IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
		next_reply[c] = (uint64_t)c;   /* requests on connection c are c, c + C, ... */
	}
	uint64_t t0 = now_ns() + 10000000u, stop_at = t0 + n * INTERVAL_NS + GRACE_NS;

	while (replies < n && now_ns() < stop_at) {
		uint64_t t = now_ns();

		/* every request that is due goes out now, on its connection */
		while (i < n && t >= t0 + i * INTERVAL_NS) {
			int c = (int)(i % (uint64_t)conns);

			if (send_all(fd[c], REQUEST, sizeof REQUEST - 1)) {
				fprintf(stderr, "openloop: send: %s\n", strerror(errno));
				goto out;
			}
			send[i] = now_ns() - t0;
			i++;
		}
		/* replies come back in order on each connection; they are fixed-size */
		for (long c = 0; c < conns; c++) {
			char buf[8192];
			ssize_t r = recv(fd[c], buf, sizeof buf, MSG_DONTWAIT);

			if (r <= 0)
				continue;
			t = now_ns() - t0;
			got_bytes[c] += (uint64_t)r;
			while (got_bytes[c] >= rlen && next_reply[c] < i) {
				done[next_reply[c]] = t;
				next_reply[c] += (uint64_t)conns;
				got_bytes[c] -= rlen;
				replies++;
			}
		}
	}
	if (replies < n) {
		fprintf(stderr, "openloop: %" PRIu64 " of %" PRIu64 " replies arrived in time\n", replies, n);
		goto out;
	}
	lat = malloc(n * sizeof *lat);
	if (!lat) {
		fprintf(stderr, "openloop: out of memory\n");
		goto out;
	}
	for (uint64_t k = 0; k < n; k++)
		lat[k] = done[k] - k * INTERVAL_NS;
	report_result("openloop", lat, n);
	for (uint64_t k = 0; k < n; k++)
		lat[k] = send[k] - k * INTERVAL_NS;
	qsort(lat, n, sizeof *lat, cmp_u64);
	printf("RESULT openloop-lag p99_ns=%" PRIu64 " max_ns=%" PRIu64 " requests=%" PRIu64 "\n",
	       lat[rank_of(99000, n) - 1], lat[n - 1], n);
	status = 0;
out:
	for (long c = 0; c < opened; c++)
		close(fd[c]);
	free(lat);
	free(send);
	free(done);
	return status;
}
