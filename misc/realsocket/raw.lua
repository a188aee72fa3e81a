-- raw.lua: for wrk. Records every request's latency as wrk's closed loop
-- sees it, reply minus actual send, in nanoseconds, one a line, to the
-- file named by $RAW_OUT; wrk still prints its own statistics, which it
-- corrects before printing. Replies are matched to sends in order: with
-- one request outstanding per connection and a server that answers in
-- arrival order, the oldest send is the one answered.
local ffi = require("ffi")
ffi.cdef [[
typedef struct { long tv_sec; long tv_nsec; } co_timespec;
int clock_gettime(int clock, co_timespec *ts);
]]
local ts = ffi.new("co_timespec")
local CLOCK_MONOTONIC = 1

local function now_ns()
  ffi.C.clock_gettime(CLOCK_MONOTONIC, ts)
  return tonumber(ts.tv_sec) * 1e9 + tonumber(ts.tv_nsec)
end

local sent, head, tail, out = {}, 1, 0, nil

function init(args)
  out = assert(io.open(assert(os.getenv("RAW_OUT"), "RAW_OUT is not set"), "w"))
  out:setvbuf("line")
end

function request()
  tail = tail + 1
  sent[tail] = now_ns()
  return wrk.format()
end

function response(status, headers, body)
  local t = now_ns()
  if head <= tail then
    out:write(string.format("%d\n", t - sent[head]))
    sent[head] = nil
    head = head + 1
  end
end
