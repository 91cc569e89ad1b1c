-- Smoke test of `weaver lsp` with Neovim's built-in LSP client (Neovim 0.7 or later).
--
--   WEAVER=/path/to/weaver WEAVER_PROJECT=/path/to/project \
--     nvim --headless -u NONE -n -c "luafile Tests/Editors/nvim/smoke.lua"
--
-- WEAVER_PROJECT must hold `.weaver.yaml` and a copy of Fixtures/Sample/Sources, WEAVER_SNIPPET_FILE
-- the page whose Neovim block starts the server (docs/editors.md), WEAVER_PACKAGE (optional) a copy of
-- Fixtures/ModuleGraph; `weaver` on PATH records what it carries (see Scripts/lsp-neovim.sh,
-- which sets all of this up). Steps:
--   1. run the documented snippet (read from docs/editors.md, not copied) and open
--      Sources/Sample/HomeController.swift (filetype=swift): the snippet starts `weaver lsp` for
--      the project and attaches the buffer; the unedited sample must get an empty publishDiagnostics;
--   2. `:3s/Logging/Loging/` must bring a `type-mismatch` error on line 3;
--   3. `:undo` must clear it;
--   4. vim.lsp.buf.definition() on `logger` (line 3) must jump to Sources/Sample/App.swift line 4;
--   5. stopping the client must make the server exit with status 0 (shutdown, exit);
--   6. with WEAVER_PACKAGE: App's main.swift starts a second server at the package root, which
--      publishes Profile's unreachable-contribution warning without any configuration, and an
--      unsaved line in Movies.swift brings App's unresolvable error; that server exits with 0.
-- Exits 0 on success; on failure prints `smoke: FAIL: …` and exits 1 (2 on the overall time-out).
--
-- Transcript: the client's debug log (vim.lsp.set_log_level("debug"), entries written as JSON,
-- file vim.lsp.get_log_path(), under $XDG_CACHE_HOME/nvim) gives every message in order; the
-- server also runs behind `tee`, so the raw bytes of both directions are kept and checked against
-- the log. Files go to $WEAVER_TRANSCRIPT_DIR (created if needed): transcript.txt (one line per
-- JSON-RPC message), client-to-server.raw, server-to-client.raw, server-stderr.txt. Without
-- WEAVER_TRANSCRIPT_DIR they go to a temporary folder and the transcript is printed at the end.
--
-- Environment: WEAVER_SMOKE_TIMEOUT (seconds per step, default 15); the whole run is cut off
-- after 90 seconds plus that (the package step waits for SwiftPM).

local uv = vim.loop

local function out(fmt, ...)
  io.stdout:write(string.format(fmt, ...), "\n")
  io.stdout:flush()
end

local weaver = os.getenv("WEAVER")
local project = os.getenv("WEAVER_PROJECT")
local step_timeout = (tonumber(os.getenv("WEAVER_SMOKE_TIMEOUT") or "") or 15) * 1000
local transcript_dir = os.getenv("WEAVER_TRANSCRIPT_DIR")
local print_transcript = transcript_dir == nil or transcript_dir == ""
if print_transcript then transcript_dir = vim.fn.tempname() end

-- Hard stop, whatever happens (a blocking call, a wait loop that never returns): os.exit works
-- from the loop's callbacks, where :cquit is not allowed.
local watchdog = uv.new_timer()
watchdog:start(90000 + step_timeout, 0, function()
  io.stderr:write("smoke: FAIL: the whole run took longer than "
    .. (90 + step_timeout / 1000) .. " seconds; stopped\n")
  os.exit(2)
end)

local Failure = {}
local function fail(fmt, ...)
  error(setmetatable({ message = string.format(fmt, ...) }, Failure), 0)
end

local function check(condition, fmt, ...)
  if not condition then fail(fmt, ...) end
end

-- Waits for `condition` (polled, while Neovim runs its event loop) or fails naming `what`.
local function wait_for(what, condition)
  local started = uv.hrtime()
  local ok = vim.wait(step_timeout, condition, 10)
  check(ok, "timed out after %d s waiting for %s", step_timeout / 1000, what)
  return (uv.hrtime() - started) / 1e6
end

local function relative(uri_or_path)
  local path = uri_or_path
  if type(path) == "string" and path:match("^file:") then path = vim.uri_to_fname(path) end
  if type(path) ~= "string" then return tostring(path) end
  if project and path:sub(1, #project + 1) == project .. "/" then return path:sub(#project + 2) end
  if path == project then return "<project>" end
  return path
end

local function read_file(path)
  local file = io.open(path, "rb")
  if not file then return nil end
  local content = file:read("*a")
  file:close()
  return content
end

local function write_file(path, content)
  local file = assert(io.open(path, "wb"))
  file:write(content)
  file:close()
end

---------------------------------------------------------------------------------------------------
-- Transcript

-- Splits a byte stream of `Content-Length: N\r\n…\r\n\r\n<body>` frames into decoded messages.
local function split_frames(data)
  local messages, position = {}, 1
  while position <= #data do
    local header_end = data:find("\r\n\r\n", position, true)
    if not header_end then break end
    local header = data:sub(position, header_end - 1)
    local length = tonumber(header:match("[Cc]ontent%-[Ll]ength:%s*(%d+)"))
    if not length then break end
    local body = data:sub(header_end + 4, header_end + 3 + length)
    local ok, message = pcall(vim.json.decode, body)
    table.insert(messages, ok and message or { unparsed = body })
    position = header_end + 4 + length
  end
  return messages, position - 1, #data
end

local function nonnull(value)
  if value == vim.NIL then return nil end
  return value
end

local function position_text(position)
  return string.format("%d:%d", position.line, position.character)
end

local function range_text(range)
  return position_text(range.start) .. "-" .. position_text(range["end"])
end

local function location_text(location)
  return relative(location.uri or location.targetUri) .. " "
    .. range_text(location.range or location.targetSelectionRange)
end

local function first_line(text)
  return (tostring(text):gsub("\n.*", ""))
end

local function one_line(text)
  return (tostring(text):gsub("\n", " | "))
end

local function compact(value, limit)
  local ok, text = pcall(vim.json.encode, value)
  if not ok then text = vim.inspect(value, { newline = "", indent = "" }) end
  if #text > limit then text = text:sub(1, limit) .. "…" end
  return text
end

local severities = { "error", "warning", "information", "hint" }

local function describe_diagnostics(params)
  local parts = {}
  for _, diagnostic in ipairs(params.diagnostics or {}) do
    table.insert(parts, string.format("[%s %s %s] %s", tostring(nonnull(diagnostic.code)),
      severities[diagnostic.severity] or tostring(diagnostic.severity),
      range_text(diagnostic.range), one_line(diagnostic.message)))
  end
  local version = nonnull(params.version)
  local head = string.format("%s%s: %d diagnostic%s", relative(params.uri),
    version and (" v" .. version) or "", #parts, #parts == 1 and "" or "s")
  if #parts == 0 then return head end
  return head .. " " .. table.concat(parts, "; ")
end

-- What the request was, so that a response can be described by its request's method.
local pending = {}

local function describe_params(method, params)
  params = nonnull(params) or {}
  if method == "initialize" then
    local client_info = nonnull(params.clientInfo) or {}
    return string.format("processId=%s clientInfo=%s %s rootUri=%s workspaceFolders=%d",
      tostring(nonnull(params.processId)), tostring(client_info.name), tostring(client_info.version),
      tostring(nonnull(params.rootUri)), #(nonnull(params.workspaceFolders) or {}))
  elseif method == "textDocument/didOpen" then
    local document = params.textDocument
    local _, lines = document.text:gsub("\n", "")
    return string.format("%s v%s languageId=%s (%d lines)", relative(document.uri),
      tostring(document.version), tostring(document.languageId), lines)
  elseif method == "textDocument/didChange" then
    local changes = {}
    for _, change in ipairs(params.contentChanges or {}) do
      if change.range then
        table.insert(changes, string.format("%s -> %q", range_text(change.range), change.text))
      else
        table.insert(changes, string.format("whole text (%d bytes)", #change.text))
      end
    end
    return string.format("%s v%s: %s", relative(params.textDocument.uri),
      tostring(params.textDocument.version), table.concat(changes, ", "))
  elseif method == "textDocument/didClose" or method == "textDocument/didSave" then
    return relative(params.textDocument.uri)
  elseif method == "textDocument/publishDiagnostics" then
    return describe_diagnostics(params)
  elseif params.textDocument and params.position then
    return relative(params.textDocument.uri) .. " " .. position_text(params.position)
  elseif method == "window/logMessage" or method == "window/showMessage" then
    return string.format("type=%s %s", tostring(params.type), first_line(params.message))
  elseif next(params) == nil then
    return ""
  end
  return compact(params, 160)
end

local function describe_result(method, result)
  result = nonnull(result)
  if result == nil then return "result: null" end
  if method == "initialize" then
    local capabilities = result.capabilities or {}
    local names = {}
    for name, value in pairs(capabilities) do
      if name ~= "positionEncoding" and name ~= "textDocumentSync" and name ~= "workspace"
          and value ~= false then
        table.insert(names, name)
      end
    end
    table.sort(names)
    local sync = nonnull(capabilities.textDocumentSync)
    if type(sync) == "table" then sync = sync.change end
    local server = nonnull(result.serverInfo) or {}
    return string.format("result: positionEncoding=%s textDocumentSync.change=%s %s; serverInfo=%s %s",
      tostring(nonnull(capabilities.positionEncoding)), tostring(sync), table.concat(names, ","),
      tostring(server.name), tostring(nonnull(server.version)))
  end
  if type(result) == "table" and (result.uri or result.targetUri) then
    return "result: " .. location_text(result)
  end
  if vim.tbl_islist(result) then
    local items = {}
    for index, item in ipairs(result) do
      if index > 4 then
        table.insert(items, string.format("… (%d in all)", #result))
        break
      end
      if type(item) == "table" and (item.uri or item.targetUri) then
        table.insert(items, location_text(item))
      elseif type(item) == "table" and item.title then
        table.insert(items, string.format("%q", item.title))
      else
        table.insert(items, compact(item, 80))
      end
    end
    return string.format("result: [%s]", table.concat(items, ", "))
  end
  if type(result) == "table" and result.contents then
    local contents = result.contents
    return "result: hover " .. first_line(contents.value or compact(contents, 100))
  end
  return "result: " .. compact(result, 160)
end

local function describe(message, arrow)
  if message.unparsed then return arrow .. " (not JSON) " .. compact(message.unparsed, 100) end
  local id = nonnull(message.id)
  local method = message.method
  if method then
    if id ~= nil then pending[tostring(id)] = method end
    local label = id ~= nil and string.format("%s #%s", method, tostring(id)) or method
    local details = describe_params(method, message.params)
    return arrow .. " " .. label .. (details ~= "" and ("  " .. details) or "")
  end
  local request_method = id ~= nil and pending[tostring(id)] or "?"
  local label = string.format("#%s (%s)", tostring(id), request_method)
  local err = nonnull(message.error)
  if err then
    return string.format("%s %s error %s: %s", arrow, label, tostring(err.code), first_line(err.message))
  end
  return arrow .. " " .. label .. " " .. describe_result(request_method, message.result)
end

-- Reads the messages the client logged (rpc.send / rpc.receive), from byte `offset` of the log.
local function logged_messages(log_path, offset, last)
  local content = read_file(log_path) or ""
  local messages = {}
  for line in content:sub(offset + 1, last):gmatch("[^\n]+") do
    local time, kind, payload = line:match('^%[DEBUG%]%[([^%]]+)%][^\t]*\t"(rpc%.%a+)"\t(.*)$')
    if kind == "rpc.send" or kind == "rpc.receive" then
      local ok, message = pcall(vim.json.decode, payload)
      table.insert(messages, {
        time = time,
        direction = kind == "rpc.send" and "-->" or "<--",
        message = ok and message or { unparsed = payload },
      })
    end
  end
  return messages
end

---------------------------------------------------------------------------------------------------
-- The test

local state = {
  client_id = nil,
  exit_code = nil,
  exit_signal = nil,
  publishes = {}, -- by file path: list of { version =, count = } in arrival order
  log_offset = 0,
}

local home_relative = "Sources/Sample/HomeController.swift"
local app_relative = "Sources/Sample/App.swift"

local function publishes_for(path)
  state.publishes[path] = state.publishes[path] or {}
  return state.publishes[path]
end

local function weaver_diagnostics(bufnr)
  local result = {}
  for _, diagnostic in ipairs(vim.diagnostic.get(bufnr)) do
    if diagnostic.source == "weaver" or diagnostic.source == nil then table.insert(result, diagnostic) end
  end
  return result
end

-- The buffer's first weaver diagnostic with this code, or nil.
local function diagnostic_with_code(bufnr, code)
  for _, diagnostic in ipairs(weaver_diagnostics(bufnr)) do
    if diagnostic.code == code then return diagnostic end
  end
  return nil
end

local function diagnostics_text(diagnostics)
  local parts = {}
  for _, d in ipairs(diagnostics) do
    table.insert(parts, string.format("[%s severity=%s lnum=%d col=%d] %s", tostring(d.code),
      tostring(d.severity), d.lnum, d.col, first_line(d.message)))
  end
  return #parts == 0 and "none" or table.concat(parts, "; ")
end

-- The Neovim block of docs/editors.md (after the `neovim-snippet` marker), run as the user's config runs it.
local function run_documented_snippet()
  local page = read_file(os.getenv("WEAVER_SNIPPET_FILE") or "")
  check(page, "WEAVER_SNIPPET_FILE (the page holding the Neovim snippet, docs/editors.md) cannot be read")
  local marker = page:find("<!-- neovim-snippet", 1, true)
  check(marker, "the page has no neovim-snippet marker")
  local code = page:match("```lua\n(.-)```", marker)
  check(code, "no lua block after the page's neovim-snippet marker")
  local chunk, problem = loadstring(code, "docs/editors.md neovim snippet")
  check(chunk, "the documented snippet does not load: %s", tostring(problem))
  chunk()
end

-- The weaver client whose root is `root`, started by the snippet.
local function client_for(root)
  local clients = (vim.lsp.get_clients or vim.lsp.get_active_clients)()
  for _, client in pairs(clients) do
    if client.name == "weaver" and client.config.root_dir == root then return client end
  end
  return nil
end

-- The exit status of the n-th server the wrapper started, once it has exited.
local function server_exit(n)
  local text = read_file(transcript_dir .. "/exit." .. n)
  return text and tonumber(text:match("%d+")) or nil
end

-- A SwiftPM package without a configuration file ($WEAVER_PACKAGE, a copy of Fixtures/ModuleGraph):
-- the snippet starts a second server at the package root for App's main.swift; the server finds
-- the targets itself and publishes Profile's warning; an unsaved edit in Movies brings App's error.
local function package_steps()
  local package = os.getenv("WEAVER_PACKAGE")
  if not package or package == "" then return end
  package = vim.fn.fnamemodify(package, ":p"):gsub("/$", "")
  local started = uv.hrtime()
  vim.cmd("edit " .. vim.fn.fnameescape(package .. "/Sources/App/main.swift"))
  local app_buffer = vim.api.nvim_get_current_buf()
  vim.bo[app_buffer].filetype = "swift"
  local client
  wait_for("the documented snippet to start a client for the package", function()
    client = client_for(package)
    return client ~= nil or server_exit(2) ~= nil
  end)
  check(client, "the documented snippet started no client for the package %s", package)
  local profile_path = package .. "/Sources/Profile/Profile.swift"
  -- SwiftPM describes the package first (a second or more).
  local package_timeout = math.max(step_timeout, 60000)
  local ok = vim.wait(package_timeout, function()
    return diagnostic_with_code(vim.fn.bufadd(profile_path), "unreachable-contribution") ~= nil
  end, 20)
  check(ok, "no unreachable-contribution warning for Profile.swift within %d s", package_timeout / 1000)
  out("ok: package root %s -> Profile.swift's unreachable-contribution warning in %.0f ms", package,
    (uv.hrtime() - started) / 1e6)

  vim.cmd("edit " .. vim.fn.fnameescape(package .. "/Sources/Movies/Movies.swift"))
  local movies_buffer = vim.api.nvim_get_current_buf()
  vim.bo[movies_buffer].filetype = "swift"
  local lines = vim.api.nvim_buf_get_lines(movies_buffer, 0, -1, true)
  check(lines[5] == "    // weaver: logger <- Logging", "line 5 of Movies.swift is %q", tostring(lines[5]))
  local edited = uv.hrtime()
  vim.api.nvim_buf_set_lines(movies_buffer, 5, 5, true, { "    // weaver: clock <- Clock" })
  local found
  wait_for("App's unresolvable error after the unsaved edit in Movies", function()
    found = diagnostic_with_code(app_buffer, "unresolvable")
    return found ~= nil
  end)
  check(found.lnum == 6, "App's error is on 0-based line %d, not 6", found.lnum)
  out("ok: unsaved edit in Movies.swift -> App main.swift:%d %s in %.0f ms", found.lnum + 1,
    first_line(found.message), (uv.hrtime() - edited) / 1e6)
  vim.lsp.stop_client(client.id)
  wait_for("the package's server to exit", function() return server_exit(2) ~= nil end)
  check(server_exit(2) == 0, "the package's server exited with status %s", tostring(server_exit(2)))
  out("ok: the package's server exited with status 0")
end

local function run()
  check(weaver and weaver ~= "", "WEAVER (the weaver executable) is not set")
  check(project and project ~= "", "WEAVER_PROJECT (the sample project folder) is not set")
  project = vim.fn.fnamemodify(project, ":p"):gsub("/$", "")
  check(vim.fn.executable(weaver) == 1, "WEAVER=%s is not an executable", weaver)
  check(vim.fn.filereadable(project .. "/.weaver.yaml") == 1, "%s has no .weaver.yaml", project)
  local version = vim.version()
  check(version.major > 0 or version.minor >= 7, "Neovim %d.%d.%d is older than 0.7",
    version.major, version.minor, version.patch)
  vim.fn.mkdir(transcript_dir, "p")
  out("smoke: Neovim %d.%d.%d, weaver %s, project %s", version.major, version.minor, version.patch,
    weaver, project)

  -- The log file is opened when vim.lsp.log is loaded; only what comes after `log_offset` is ours.
  vim.lsp.set_log_level("debug")
  local log = require("vim.lsp.log")
  log.set_format_func(function(value)
    local ok, text = pcall(vim.json.encode, value)
    if ok then return text end
    return vim.inspect(value, { newline = "", indent = "" })
  end)
  state.log_path = vim.lsp.get_log_path()
  state.log_offset = (uv.fs_stat(state.log_path) or { size = 0 }).size

  local home_path = project .. "/" .. home_relative
  vim.cmd("edit " .. vim.fn.fnameescape(home_path))
  local bufnr = vim.api.nvim_get_current_buf()
  vim.bo[bufnr].filetype = "swift"
  local original_line = vim.api.nvim_buf_get_lines(bufnr, 2, 3, true)[1]
  check(original_line == "    // weaver: logger <- Logging",
    "line 3 of %s is %q, not the reference the test expects", home_relative, original_line)

  -- The documented snippet, as written: `weaver` on PATH is Scripts/lsp-neovim.sh's wrapper, which
  -- records both directions byte for byte (tee) and the server's exit status.
  state.raw_in = transcript_dir .. "/client-to-server.1.raw"
  state.raw_out = transcript_dir .. "/server-to-client.1.raw"
  state.raw_err = transcript_dir .. "/server-stderr.1.txt"
  local started = uv.hrtime()
  local publish = vim.lsp.handlers["textDocument/publishDiagnostics"]
  vim.lsp.handlers["textDocument/publishDiagnostics"] = function(err, result, ctx, config)
    if result and result.uri then
      table.insert(publishes_for(vim.uri_to_fname(result.uri)),
        { version = nonnull(result.version), count = #(result.diagnostics or {}) })
    end
    return publish(err, result, ctx, config)
  end
  run_documented_snippet()
  vim.bo[bufnr].filetype = "swift"
  -- Neovim 0.7 lists a client once it is initialized.
  local client
  wait_for("the documented snippet to start a client for the project", function()
    client = client_for(project)
    return client ~= nil or server_exit(1) ~= nil
  end)
  check(client, "the documented snippet started no client for %s", project)
  state.client_id = client.id
  check(vim.lsp.buf_is_attached == nil or vim.lsp.buf_is_attached(bufnr, client.id), "the documented snippet did not attach the buffer")

  -- 1. initialize, didOpen, and the first (empty) diagnostics of the unedited file.
  local home_publishes = publishes_for(home_path)
  local ms = wait_for("the initialize response", function()
    return client.initialized or server_exit(1) ~= nil
  end)
  check(server_exit(1) == nil, "the server exited during initialize (status %s)", tostring(server_exit(1)))
  out("ok: initialized in %.0f ms (positionEncoding=%s, client offset_encoding=%s)", ms,
    tostring(nonnull(client.server_capabilities.positionEncoding)), tostring(client.offset_encoding))
  check(client.server_capabilities.definitionProvider, "the server does not announce definitionProvider")

  ms = wait_for("publishDiagnostics for " .. home_relative .. " after didOpen", function()
    return #home_publishes >= 1
  end)
  check(home_publishes[1].count == 0 and #weaver_diagnostics(bufnr) == 0,
    "the unedited sample has diagnostics: %s", diagnostics_text(weaver_diagnostics(bufnr)))
  out("ok: didOpen -> publishDiagnostics v%s with no diagnostics in %.0f ms",
    tostring(home_publishes[1].version), ms)

  -- 2. An edit that breaks the reference: `Logging` -> `Loging` on line 3.
  local before = #home_publishes
  vim.cmd("silent 3s/Logging/Loging/")
  check(vim.api.nvim_buf_get_lines(bufnr, 2, 3, true)[1] == "    // weaver: logger <- Loging",
    "the substitution did not change line 3")
  local found
  ms = wait_for("a type-mismatch diagnostic on line 3 after the edit", function()
    found = diagnostic_with_code(bufnr, "type-mismatch")
    return found ~= nil
  end)
  check(#home_publishes > before, "diagnostics changed without a publishDiagnostics")
  local diagnostics = weaver_diagnostics(bufnr)
  check(#diagnostics == 1, "expected 1 diagnostic after the edit, got %d: %s", #diagnostics,
    diagnostics_text(diagnostics))
  check(found.severity == vim.diagnostic.severity.ERROR, "severity is %s, not error", tostring(found.severity))
  check(found.lnum == 2, "the diagnostic is on 0-based line %d, not 2", found.lnum)
  local expected = "'logger: Loging' is found with an incompatible type"
  check(found.message:sub(1, #expected) == expected, "the message is %q, expected it to start with %q",
    found.message, expected)
  out("ok: :3s/Logging/Loging/ -> %s in %.0f ms", diagnostics_text({ found }), ms)

  -- 3. Undo: the diagnostics go away.
  before = #home_publishes
  vim.cmd("silent undo")
  check(vim.api.nvim_buf_get_lines(bufnr, 2, 3, true)[1] == original_line, "undo did not restore line 3")
  ms = wait_for("the diagnostics to go away after undo", function()
    return #home_publishes > before and home_publishes[#home_publishes].count == 0
      and #weaver_diagnostics(bufnr) == 0
  end)
  out("ok: :undo -> publishDiagnostics v%s with no diagnostics in %.0f ms",
    tostring(home_publishes[#home_publishes].version), ms)

  -- 4. Go to definition from the reference `logger` to its registration in App.swift.
  vim.api.nvim_win_set_cursor(0, { 3, 15 })
  check(vim.fn.expand("<cword>") == "logger", "the cursor is on %q, not on logger", vim.fn.expand("<cword>"))
  vim.lsp.buf.definition()
  ms = wait_for("vim.lsp.buf.definition() to jump to " .. app_relative, function()
    return vim.api.nvim_buf_get_name(0):sub(-#app_relative) == app_relative
  end)
  local cursor = vim.api.nvim_win_get_cursor(0)
  local line_text = vim.api.nvim_get_current_line()
  check(cursor[1] == 4, "definition jumped to %s line %d (%q), not line 4",
    relative(vim.api.nvim_buf_get_name(0)), cursor[1], line_text)
  out("ok: definition -> %s:%d:%d %q in %.0f ms", relative(vim.api.nvim_buf_get_name(0)), cursor[1],
    cursor[2] + 1, line_text, ms)

  -- 5. Stop: shutdown, exit, and the server's exit status.
  vim.lsp.stop_client(state.client_id)
  wait_for("the server to exit after shutdown and exit", function() return server_exit(1) ~= nil end)
  check(server_exit(1) == 0, "the server exited with status %s", tostring(server_exit(1)))
  out("ok: stop_client -> shutdown, exit; the server exited with status 0 (%.0f ms in all)",
    (uv.hrtime() - started) / 1e6)
  -- The transcript covers the first server; the package's is checked by its diagnostics.
  state.log_end = (uv.fs_stat(state.log_path) or { size = 0 }).size
  state.exit_code = 0

  package_steps()
end

-- Writes transcript.txt from the client's log and checks it against the raw streams.
local function transcript()
  local lines = {}
  local function add(fmt, ...) table.insert(lines, string.format(fmt, ...)) end
  local messages = state.log_path and logged_messages(state.log_path, state.log_offset, state.log_end) or {}
  add("Transcript: %d JSON-RPC messages (--> client to server, <-- server to client; "
    .. "positions are 0-based line:character as in LSP; paths relative to the project)", #messages)
  pending = {}
  for _, entry in ipairs(messages) do
    add("%s %s", entry.time:sub(12), describe(entry.message, entry.direction))
  end

  -- The wire, as recorded by tee, must hold the same messages (methods and ids) as the log.
  local function signature(message)
    return tostring(message.method or "") .. "#" .. tostring(nonnull(message.id) or "")
  end
  local wire_problems = {}
  local function compare(path, direction)
    local data = read_file(path)
    if not data then
      table.insert(wire_problems, "no " .. path)
      return 0
    end
    local wire, used, size = split_frames(data)
    if used ~= size then
      table.insert(wire_problems, string.format("%s: %d trailing bytes that are not a whole message",
        vim.fn.fnamemodify(path, ":t"), size - used))
    end
    local logged = {}
    for _, entry in ipairs(messages) do
      if entry.direction == direction then table.insert(logged, entry.message) end
    end
    if #wire ~= #logged then
      table.insert(wire_problems, string.format("%s: %d messages on the wire, %d in the client log",
        vim.fn.fnamemodify(path, ":t"), #wire, #logged))
    else
      for index = 1, #wire do
        if signature(wire[index]) ~= signature(logged[index]) then
          table.insert(wire_problems, string.format("%s: message %d is %s on the wire, %s in the log",
            vim.fn.fnamemodify(path, ":t"), index, signature(wire[index]), signature(logged[index])))
          break
        end
      end
    end
    return #wire
  end
  if state.raw_in then
    -- tee writes to the pipe before the file, so the last bytes may land a moment after the
    -- client saw them: give the files up to a second to catch up with the log.
    local expected_sizes = { ["-->"] = 0, ["<--"] = 0 }
    for _, entry in ipairs(messages) do
      expected_sizes[entry.direction] = expected_sizes[entry.direction] + 1
    end
    vim.wait(1000, function()
      return #split_frames(read_file(state.raw_in) or "") >= expected_sizes["-->"]
        and #split_frames(read_file(state.raw_out) or "") >= expected_sizes["<--"]
    end, 20)
    local sent = compare(state.raw_in, "-->")
    local received = compare(state.raw_out, "<--")
    if #wire_problems == 0 then
      add("Wire check: tee recorded %d messages to the server and %d from it, the same as the client log",
        sent, received)
    else
      add("Wire check FAILED: %s", table.concat(wire_problems, "; "))
    end
    local stderr = read_file(state.raw_err) or ""
    if stderr ~= "" then
      add("Server stderr (%d bytes):", #stderr)
      for line in stderr:gmatch("[^\n]+") do add("  %s", line) end
    end
  end
  add("Files: %s/{transcript.txt,client-to-server.1.raw,server-to-client.1.raw,server-stderr.1.txt}; client log %s",
    transcript_dir, tostring(state.log_path))
  local text = table.concat(lines, "\n") .. "\n"
  pcall(write_file, transcript_dir .. "/transcript.txt", text)
  return text, #wire_problems == 0
end

local ok, err = xpcall(run, function(e)
  if getmetatable(e) == Failure then return e.message end
  return debug.traceback(tostring(e), 2)
end)
if not ok then
  -- Stop the server (if any) so that its streams are complete in the transcript.
  if state.client_id and state.exit_code == nil then
    pcall(vim.lsp.stop_client, state.client_id)
    vim.wait(2000, function() return server_exit(1) ~= nil end, 10)
    if server_exit(1) == nil then pcall(vim.lsp.stop_client, state.client_id, true) end
  end
end
local text_ok, text, wire_ok = pcall(transcript)
if not text_ok then
  text, wire_ok = "smoke: could not write the transcript: " .. tostring(text) .. "\n", false
end
if print_transcript then io.stdout:write("\n", text) end
io.stdout:flush()
watchdog:stop()
if not ok then
  io.stderr:write("smoke: FAIL: ", tostring(err), "\n")
  vim.cmd("cquit 1")
elseif not wire_ok then
  io.stderr:write("smoke: FAIL: the recorded wire traffic does not match the client log (see above)\n")
  vim.cmd("cquit 1")
else
  out("smoke: PASS")
  vim.cmd("qall!")
end
