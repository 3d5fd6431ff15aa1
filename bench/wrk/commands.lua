-- wrk script for P1b: replays pre-scripted legal commands (bench/http_load.py writes the file).
--   wrk ... -s commands.lua URL -- FILE THREADS MODE
-- FILE: one command a line, "game_id<TAB>seat token<TAB>JSON body", each game's commands in order.
-- Game g belongs to thread g % THREADS. MODE "play": a game's next command is sent only once the
-- answer to its previous one came back (201, whose checkpoint names the game), so every command is
-- legal when it arrives. MODE "anchor": the same requests round-robin with no waiting (for hello).
local threads, created = {}, 0

function setup(thread)
  thread:set("id", created)
  created = created + 1
  table.insert(threads, thread)
end

local games, ready, head, tail, by_id = {}, {}, 1, 0, {}
local mode, cursor, all = "play", 0, {}
-- wrk asks thread 0 for one request before the run to check its script (script_verify_request in wrk.c),
-- and never sends it: that call must not take a game off the queue, or the game would wait out the run.
local verified = false
accepted, rejected, starved, finished, answered = 0, 0, 0, 0, 0
games_total, games_played = 0, 0  -- this thread's games, and those with at least one command accepted
refusals = ""  -- the rejected answers' statuses and problem rules, "409 version.stale;503 ..." (read by done)

function init(args)
  local file, nthreads = args[1], tonumber(args[2])
  mode = args[3] or "play"
  local order = {}
  for line in io.lines(file) do
    local gid, token, body = line:match("^([^\t]+)\t([^\t]+)\t(.*)$")
    if gid then
      if not by_id[gid] then
        by_id[gid] = { id = gid, requests = {}, next = 1 }
        table.insert(order, by_id[gid])
      end
      local headers = { ["Authorization"] = "Bearer " .. token, ["Content-Type"] = "application/json" }
      table.insert(by_id[gid].requests, wrk.format("POST", "/games/" .. gid .. "/commands", headers, body))
    end
  end
  for i, game in ipairs(order) do
    if (i - 1) % nthreads == id then
      table.insert(games, game)
      games_total = games_total + 1
      tail = tail + 1
      ready[tail] = game
      for _, r in ipairs(game.requests) do table.insert(all, r) end
    else
      by_id[game.id] = nil
    end
  end
end

function request()
  if mode == "anchor" then
    cursor = cursor % #all + 1
    return all[cursor]
  end
  if head > tail then
    starved = starved + 1
    return wrk.format("GET", "/healthz")
  end
  local game = ready[head]
  if id == 0 and not verified then
    verified = true
    return game.requests[game.next]
  end
  ready[head] = nil
  head = head + 1
  return game.requests[game.next]
end

function response(status, headers, body)
  answered = answered + 1
  if mode == "anchor" then
    if status < 300 then accepted = accepted + 1 else rejected = rejected + 1 end
    return
  end
  if status ~= 201 then
    if status ~= 200 then  -- 200: a /healthz sent while starved
      rejected = rejected + 1
      refusals = refusals .. status .. " " .. (body:match('"rule": ?"([^"]+)"') or "-") .. ";"
    end
    return
  end
  accepted = accepted + 1
  local gid = body:match('"game_id": ?"([^"]+)"')
  local game = gid and by_id[gid]
  if not game then return end
  if game.next == 1 then games_played = games_played + 1 end
  game.next = game.next + 1
  if game.next <= #game.requests then
    tail = tail + 1
    ready[tail] = game
  else
    finished = finished + 1
  end
end

function done(summary, latency, requests)
  local sums, refused = { accepted = 0, rejected = 0, starved = 0, finished = 0, games_total = 0, games_played = 0 }, ""
  for _, thread in ipairs(threads) do
    for name, _ in pairs(sums) do sums[name] = sums[name] + (thread:get(name) or 0) end
    refused = refused .. (thread:get("refusals") or "")
  end
  local e = summary.errors
  io.write(string.format(
    'BENCH-JSON {"requests": %d, "duration_us": %d, "non_2xx": %d, "socket_errors": %d, ' ..
    '"p50_us": %d, "p95_us": %d, "p99_us": %d, "accepted": %d, "rejected": %d, "starved": %d, ' ..
    '"games_finished": %d, "games_unplayed": %d, "refusals": "%s"}\n',
    summary.requests, summary.duration, e.status, e.connect + e.read + e.write + e.timeout,
    latency:percentile(50), latency:percentile(95), latency:percentile(99),
    sums.accepted, sums.rejected, sums.starved, sums.finished, sums.games_total - sums.games_played, refused))
end
