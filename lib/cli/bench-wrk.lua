-- wrk's report as one JSON line, for `npm run bench -- --cluster` (lib/cli/bench-cluster.mjs).
-- No request or response callbacks: they run Lua for every request and would slow the client, not the server.
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '{"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"non2xx":%d,"errors":%d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.status, e.connect + e.read + e.write + e.timeout))
end
