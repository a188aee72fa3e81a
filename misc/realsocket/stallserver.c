/*
 * stallserver.c: the benchmark's server on a real socket. An HTTP/1.1
 * keep-alive server on 127.0.0.1 with one thread and epoll, which serves
 * complete requests one at a time, spinning 100 us of work on each; from 0.5 s after its first request, once a
 * second, it does no work for 200 ms (work accrues only outside the
 * stalls, so a request in service when a stall begins is extended by it).
 *
 * Order: one thread cannot see the order in which requests arrived on
 * different sockets (that would take kernel timestamps), and reading each
 * socket's backlog whole after a stall would queue one connection's
 * requests behind another's. So requests waiting on several connections
 * are served one connection at a time, in turn: arrival order for clients
 * that spread their requests evenly over their connections, as openloop
 * and wrk do.
 *
 * Stall timing: epoll_wait is only ever called with a zero timeout and the
 * loop spins, so the server notices a stall's start and end within a few
 * microseconds; a millisecond epoll timeout would blur both by up to 1 ms.
 *
 *   stallserver PORT MAX_SECONDS     (PORT 0: choose a free one)
 *
 * Prints "PORT n" when it listens, and exits by itself after MAX_SECONDS,
 * or at SIGTERM or SIGINT, printing "COST served=N long_busy=K
 * long_served=M per_request_ns=X": what one request really costs it when
 * it is never idle (the 100 us of work, plus reading, parsing, writing
 * and, a connection a request, accepting and closing, and whatever the
 * machine takes from it meanwhile). A busy period runs from a turn of the
 * loop with work to do to the next turn with none (no event, no request
 * waiting); over the K busy periods that served 50 requests or more (the
 * queues after stalls), X is their length, stalls left out, over the M
 * requests they served; 0 where there was none. tools.sh gives X to the
 * simulation as its service time.
 *
 * Listen queue: SOMAXCONN, and up to MAX_CONNS connections at once, so
 * that a tool opening a connection a request at 1000 a second keeps its
 * connections through a stall (the kernel completes their handshakes) and
 * no SYN waits for a retry; with a queue of 128 the connects waited in the
 * kernel instead, where no tool's reply time looks.
 *
 * Connections: HTTP/1.1 stays open unless the request says "Connection:
 * close"; HTTP/1.0 closes after the reply unless the request asks for
 * keep-alive, which the reply then confirms (ab waits for one or the
 * other). A request after one that asked to close is not served.
 */
#define _GNU_SOURCE

#include <errno.h>
#include <inttypes.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <arpa/inet.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

enum {
	MAX_CONNS = 4096,          /* file descriptors served, at most */
	BUF = 1 << 16,             /* bytes buffered per connection */
};

static const uint64_t SERVICE_NS = 100000;
static const uint64_t STALL_NS = 200000000;
static const uint64_t PERIOD_NS = 1000000000;
static const uint64_t FIRST_STALL_NS = 500000000;
/* The replies, by what the request asked for; the body is "ok" in each. */
enum reply { REPLY_11, REPLY_11_CLOSE, REPLY_10_KEEP, REPLY_10_CLOSE };
static const char *const RESPONSE[] = {
	"HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok",
	"HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 2\r\n\r\nok",
	"HTTP/1.0 200 OK\r\nConnection: keep-alive\r\nContent-Length: 2\r\n\r\nok",
	"HTTP/1.0 200 OK\r\nContent-Length: 2\r\n\r\nok",
};

/*
 * What a request's head (len bytes, up to its blank line) asks for: its
 * version's default, overridden by a Connection header (names and values
 * compared without case).
 */
static enum reply reply_for(const char *head, size_t len)
{
	enum { HEAD_MAX = 1024 };   /* a longer head is read by its first HEAD_MAX - 1 bytes */
	char low[HEAD_MAX], *line_end, *conn;
	int http10, keep, close_asked;
	size_t i;

	for (i = 0; i < len && i + 1 < HEAD_MAX; i++)
		low[i] = (char)(head[i] >= 'A' && head[i] <= 'Z' ? head[i] - 'A' + 'a' : head[i]);
	low[i] = '\0';
	line_end = strstr(low, "\r\n");
	http10 = line_end && line_end - low >= 8 && memcmp(line_end - 8, "http/1.0", 8) == 0;
	conn = strstr(low, "\r\nconnection:");
	if (conn)
		conn += strlen("\r\nconnection:");
	while (conn && *conn == ' ')
		conn++;
	keep = conn && strncmp(conn, "keep-alive", 10) == 0;
	close_asked = conn && strncmp(conn, "close", 5) == 0;
	if (http10)
		return keep ? REPLY_10_KEEP : REPLY_10_CLOSE;
	return close_asked ? REPLY_11_CLOSE : REPLY_11;
}

static volatile sig_atomic_t stop;

static void on_signal(int sig)
{
	(void)sig;
	stop = 1;
}

static uint64_t now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* If t (ns after the first request) is in a stall, the stall's end; else 0. */
static uint64_t stall_end(uint64_t t)
{
	uint64_t k;

	if (t < FIRST_STALL_NS)
		return 0;
	k = (t - FIRST_STALL_NS) / PERIOD_NS;
	return t - FIRST_STALL_NS - k * PERIOD_NS < STALL_NS ? FIRST_STALL_NS + k * PERIOD_NS + STALL_NS : 0;
}

/* The stall time within [a, b), both ns after the first request. */
static uint64_t stalled_within(uint64_t a, uint64_t b)
{
	uint64_t total = 0, k, s;

	if (b <= FIRST_STALL_NS)
		return 0;
	k = a < FIRST_STALL_NS ? 0 : (a - FIRST_STALL_NS) / PERIOD_NS;
	for (s = FIRST_STALL_NS + k * PERIOD_NS; s < b; s += PERIOD_NS) {
		uint64_t lo = s > a ? s : a, hi = s + STALL_NS < b ? s + STALL_NS : b;

		if (hi > lo)
			total += hi - lo;
	}
	return total;
}

struct conn {
	char buf[BUF];
	size_t len;      /* bytes read and not yet parsed */
	uint64_t waiting; /* complete requests not yet served */
	enum reply reply; /* what the last of them asked for */
	int closing;     /* one asked to close: no later request counts */
};

int main(int argc, char **argv)
{
	static struct conn *conns[MAX_CONNS];
	uint64_t waiting = 0, t0 = 0, deadline;
	/* the long busy periods: how many, their length and what they served */
	uint64_t served = 0, long_busy = 0, long_ns = 0, long_n = 0;
	uint64_t busy_from = 0, busy_served = 0;
	int busy = 0;
	int turn = 0;                 /* the connection whose turn is next */
	struct sockaddr_in addr;
	socklen_t alen = sizeof addr;
	int lfd, ep, one = 1;
	long port, max_s;
	char *end;

	if (argc != 3 || (port = strtol(argv[1], &end, 10), *end) || port < 0 || port > 65535 ||
	    (max_s = strtol(argv[2], &end, 10), *end) || max_s < 1 || max_s > 3600) {
		fprintf(stderr, "stallserver: usage: stallserver PORT MAX_SECONDS (PORT 0 to 65535, "
		        "0 for a free one; 1 to 3600 seconds)\n");
		return 2;
	}
	signal(SIGTERM, on_signal);
	signal(SIGINT, on_signal);
	signal(SIGPIPE, SIG_IGN);
	memset(&addr, 0, sizeof addr);
	addr.sin_family = AF_INET;
	addr.sin_port = htons((uint16_t)port);
	addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	lfd = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
	if (lfd < 0 || setsockopt(lfd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one) ||
	    bind(lfd, (struct sockaddr *)&addr, sizeof addr) || listen(lfd, SOMAXCONN) ||
	    getsockname(lfd, (struct sockaddr *)&addr, &alen)) {
		fprintf(stderr, "stallserver: cannot listen on 127.0.0.1:%ld: %s\n", port, strerror(errno));
		return 1;
	}
	ep = epoll_create1(0);
	struct epoll_event ev = { .events = EPOLLIN, .data.fd = lfd };
	if (ep < 0 || epoll_ctl(ep, EPOLL_CTL_ADD, lfd, &ev)) {
		fprintf(stderr, "stallserver: epoll: %s\n", strerror(errno));
		return 1;
	}
	printf("PORT %d\n", ntohs(addr.sin_port));
	fflush(stdout);
	deadline = now_ns() + (uint64_t)max_s * 1000000000u;

	while (!stop && now_ns() < deadline) {
		struct epoll_event evs[64];
		uint64_t turn_start = now_ns();
		int n = epoll_wait(ep, evs, 64, 0);

		if (n <= 0 && !waiting) {
			if (busy && served - busy_served >= 50) {
				uint64_t a = busy_from - t0, b = turn_start - t0;

				long_busy++;
				long_ns += b - a - stalled_within(a, b);
				long_n += served - busy_served;
			}
			busy = 0;
			continue;
		}
		if (!busy && t0) {
			busy = 1;
			busy_from = turn_start;
			busy_served = served;
		}

		for (int k = 0; k < n; k++) {
			int fd = evs[k].data.fd;

			if (fd == lfd) {
				int c;

				while ((c = accept4(lfd, NULL, NULL, SOCK_NONBLOCK)) >= 0) {
					struct epoll_event cev = { .events = EPOLLIN, .data.fd = c };

					if (c >= MAX_CONNS || !(conns[c] = calloc(1, sizeof *conns[c]))) {
						close(c);
						continue;
					}
					setsockopt(c, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
					epoll_ctl(ep, EPOLL_CTL_ADD, c, &cev);
				}
				continue;
			}
			struct conn *c = conns[fd];
			ssize_t got = read(fd, c->buf + c->len, BUF - c->len);

			if (got <= 0) {
				if (got == 0 || (errno != EAGAIN && errno != EINTR)) {
					epoll_ctl(ep, EPOLL_CTL_DEL, fd, NULL);
					close(fd);
					waiting -= c->waiting;
					free(c);
					conns[fd] = NULL;
				}
				continue;
			}
			c->len += (size_t)got;
			/* every complete request waits on its connection */
			char *p = c->buf, *e;
			while (!c->closing && (e = memmem(p, c->len - (size_t)(p - c->buf), "\r\n\r\n", 4))) {
				c->reply = reply_for(p, (size_t)(e + 2 - p));
				c->closing = c->reply == REPLY_11_CLOSE || c->reply == REPLY_10_CLOSE;
				c->waiting++;
				waiting++;
				if (!t0)
					t0 = now_ns();
				p = e + 4;
			}
			c->len -= (size_t)(p - c->buf);
			memmove(c->buf, p, c->len);
		}
		if (!waiting)
			continue;
		/* the next connection in turn with a request waiting */
		while (!conns[turn] || !conns[turn]->waiting)
			turn = (turn + 1) % MAX_CONNS;
		int fd = turn;
		conns[fd]->waiting--;
		waiting--;
		turn = (turn + 1) % MAX_CONNS;
		/* 100 us of work, none of it inside a stall */
		uint64_t work = 0, last = now_ns() - t0;

		served++;
		while (work < SERVICE_NS) {
			uint64_t t = now_ns() - t0, se = stall_end(t);

			if (se) {
				while (now_ns() - t0 < se)
					;
				last = se;
				continue;
			}
			work += t - last;
			last = t;
		}
		struct conn *c = conns[fd];
		const char *r = RESPONSE[c->reply];

		if (write(fd, r, strlen(r)) < 0 && errno != EAGAIN)
			fprintf(stderr, "stallserver: write: %s\n", strerror(errno));
		if (c->closing && c->waiting == 0) {   /* the last reply it asked for: close */
			epoll_ctl(ep, EPOLL_CTL_DEL, fd, NULL);
			close(fd);
			free(c);
			conns[fd] = NULL;
		}
	}
	close(lfd);
	printf("COST served=%" PRIu64 " long_busy=%" PRIu64 " long_served=%" PRIu64 " per_request_ns=%" PRIu64 "\n",
	       served, long_busy, long_n, long_n ? long_ns / long_n : 0);
	return 0;
}
