// Adjutant at the table: the phone's page. It shows what the host sends this seat and sends the
// host actions, never state; every rule (modifiers, odds, the die wanted) is worked out on the
// host (docs/LAN.md). Its words come from the host in the phone's language (/words.json).
"use strict";

const SECRET = "adjutant.secret";
const $ = (id) => document.getElementById(id);
let words = {};
let ws = null;
let seat = null;
let revision = -1;
let state = null;
let journal = [];
const pending = new Map(); // id -> message: sent, not yet answered; sent again after a drop
let sheet = null; // {action, faces, queryId, answer}
let retryMs = 500;
let retryTimer = null;
let wakeLock = null;
let keepAwakeVideo = null; // where there is no Wake Lock (plain HTTP): a muted looping video
let charges = []; // declared, not yet rolled: the host's list
let unitPanel = null; // {unit, queryId, answer}: the sheet of one of the seat's units

function say(key, ...args) {
  // One pass, each %N taken as it stands: a name holding "%2" or "$&" is shown as it is written.
  return (words[key] || key).replace(/%(\d)/g, (m, n) => (n >= 1 && n <= args.length ? String(args[n - 1]) : m));
}

function randomId() {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes); // crypto.randomUUID needs a secure context; plain HTTP is not one
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function element(tag, text, className) {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = text;
  if (className) e.className = className;
  return e;
}

function button(text, onClick) {
  const b = element("button", text);
  b.addEventListener("click", onClick);
  return b;
}

function show(view) {
  for (const v of ["joinView", "waitView", "playView"]) $(v).hidden = v !== view + "View";
}

function message(text) {
  $("message").textContent = text || "";
}

async function loadWords() {
  const reply = await fetch("words.json?lang=" + encodeURIComponent(navigator.language || "en"));
  words = await reply.json();
  for (const e of document.querySelectorAll("[data-word]")) e.textContent = say(e.dataset.word);
  document.title = say("title");
}

function connect() {
  if (ws && (ws.readyState === WebSocket.OPEN || ws.readyState === WebSocket.CONNECTING)) return;
  clearTimeout(retryTimer);
  showLink(false);
  ws = new WebSocket(`ws://${location.host}/`);
  ws.onopen = () => {
    retryMs = 500;
    showLink(true);
    if (localStorage.getItem(SECRET)) hello();
    else show("join");
  };
  ws.onmessage = (event) => receive(JSON.parse(event.data));
  ws.onclose = () => {
    showLink(false);
    retryTimer = setTimeout(connect, retryMs);
    retryMs = Math.min(retryMs * 2, 8000);
  };
}

function hello() {
  const m = { type: "hello", secret: localStorage.getItem(SECRET), language: navigator.language };
  if (revision >= 0) m.revision = revision;
  send(m);
}

function send(m) {
  if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(m));
}

function act(action) {
  const m = { type: "action", id: randomId(), revision, action };
  pending.set(m.id, m);
  send(m);
  showPending();
}

function receive(m) {
  switch (m.type) {
    case "joined":
      localStorage.setItem(SECRET, m.secret);
      break;
    case "welcome":
      seat = m.seat;
      showSeat();
      if (seat.role === "none") show("wait");
      for (const p of pending.values()) send(p); // the same ids: the host answers each once
      break;
    case "seat":
      seat = m.seat;
      showSeat();
      if (seat.role === "none") show("wait");
      break;
    case "snapshot":
      revision = m.revision;
      state = m.state;
      journal = m.journal;
      render();
      break;
    case "update":
      revision = m.revision;
      if (m.statePatch) patchState(m.statePatch);
      else state = m.state;
      for (const e of m.entries) {
        const at = journal.findIndex((j) => j.seq === e.seq);
        if (at >= 0) journal[at] = e;
        else journal.push(e);
      }
      for (const e of journal) e.undone = m.undone.includes(e.seq);
      render();
      break;
    case "answer":
      pending.delete(m.id);
      showPending();
      if (!m.accepted) message(say("refused", m.reason));
      else {
        message("");
        if (sheet && sheet.sentId === m.id) closeSheet();
      }
      break;
    case "refused":
      if (m.unknownDevice) {
        localStorage.removeItem(SECRET);
        show("join");
      }
      message(m.reason);
      break;
    case "error":
      message(m.reason);
      break;
    case "devices":
      renderDevices(m.devices);
      break;
    case "sheet":
      if (sheet && m.id === sheet.queryId) renderSheet(m);
      break;
    case "why":
      showWhy(m.seq, m.lines);
      break;
    case "charges":
      charges = m.charges;
      renderCharges();
      break;
    case "unit":
      if (unitPanel && m.id === unitPanel.queryId) renderUnitPanel(m);
      break;
  }
}

// An update's state as what changed since the last one (SeatMessages::statePatch).
function patchState(patch) {
  for (const [key, value] of Object.entries(patch.set)) state[key] = value;
  for (const key of patch.removed) delete state[key];
  state.units = state.units || {};
  for (const [id, unit] of Object.entries(patch.units)) state.units[id] = unit;
  for (const id of patch.gone) delete state.units[id];
}

function showLink(up) {
  $("link").textContent = up ? "● " + say("connected") : "○ " + say("connecting");
  $("link").className = up ? "" : "down";
}

function showPending() {
  $("pending").textContent = pending.size ? say("pending", pending.size) : "";
}

function sideName(id) {
  const row = state && state.returns.find((r) => r.kind === "side" && r.id === id);
  return row ? row.name : id;
}

function unitName(id) {
  const row = state && state.returns.find((r) => r.id === id);
  return row ? row.name : id;
}

function showSeat() {
  const names = { umpire: say("umpire"), spectator: say("spectator"), none: say("noSeat") };
  $("seat").textContent = seat.role === "side" ? sideName(seat.side) : names[seat.role];
}

function render() {
  if (!state || !seat || seat.role === "none") return;
  show("play");
  showSeat();
  let turn = say("turn", state.turn);
  if (state.phase) turn += " · " + (state.stepName || state.phase);
  const drawn = state.drawn && state.drawn.length ? state.drawn[state.drawn.length - 1] : null;
  if (drawn && drawn.unit) turn += " · " + unitName(drawn.unit);
  $("turn").textContent = turn;
  const plays = seat.role !== "spectator";
  $("step").hidden = !plays;
  $("undo").hidden = !plays;
  $("step").textContent = say(state.phase ? "next" : "draw");
  $("endTurn").hidden = seat.role !== "umpire";
  renderOwed(plays);
  renderCharges();
  renderUnits();
  renderJournal();
  if (unitPanel) queryUnit(); // what it may do now
}

function renderOwed(plays) {
  const list = $("owedList");
  list.replaceChildren();
  if (!state.owed.length) list.append(element("li", say("noneOwed"), "muted"));
  for (const o of state.owed) {
    const li = element("li", o.text + " ");
    if (plays) {
      li.append(button(say("sheet"), () => openSheet({ kind: "resolve", owed: o.id })));
      li.append(button(say("hostRolls"), () => act({ kind: "resolve", owed: o.id })));
    }
    list.append(li);
  }
}

function renderUnits() {
  const list = $("units");
  list.replaceChildren();
  for (const row of state.returns) {
    if (row.kind === "side" || (seat.role === "side" && row.side !== seat.side)) continue;
    const facts = [row.stateName || row.state, row.formation].filter((f) => f).join(" · ");
    const li = element("li", "\u2003".repeat(Math.max(0, row.depth - 1)) + row.name + (facts ? " — " + facts : ""));
    if (row.removed) li.className = "muted";
    else if (seat.role !== "spectator") {
      li.classList.add("tappable");
      li.dataset.unit = row.id;
      li.addEventListener("click", () => openUnit(row.id));
    }
    list.append(li);
  }
}

function renderJournal() {
  const list = $("journal");
  list.replaceChildren();
  for (const e of journal.slice().reverse()) {
    const li = element("li", e.summary, e.undone ? "undone" : "");
    li.value = e.seq;
    li.dataset.seq = e.seq;
    li.addEventListener("click", () => send({ type: "why", id: randomId(), seq: e.seq }));
    list.append(li);
  }
}

function showWhy(seq, lines) {
  const li = document.querySelector(`#journal li[data-seq="${seq}"]`);
  if (!li || li.querySelector(".why")) return;
  li.append(element("div", lines.join(" "), "why"));
}

function renderDevices(devices) {
  $("devicesView").hidden = !seat || seat.role !== "umpire";
  const list = $("devices");
  list.replaceChildren();
  const sides = state ? state.returns.filter((r) => r.kind === "side") : [];
  for (const d of devices) {
    const names = { umpire: say("umpire"), spectator: say("spectator"), none: say("noSeat") };
    const seatName = d.seat.role === "side" ? sideName(d.seat.side) : names[d.seat.role];
    const li = element("li", `${d.name || d.device} ${d.online ? "●" : "○"} ${seatName} `);
    const give = (role, side) => send({ type: "seat", id: randomId(), device: d.device, role, side });
    for (const s of sides) li.append(button(s.name, () => give("side", s.id)));
    li.append(button(say("spectator"), () => give("spectator")));
    li.append(button(say("umpire"), () => give("umpire")));
    li.append(button(say("noSeat"), () => give("none")));
    list.append(li);
  }
}

function openSheet(action) {
  sheet = { action, faces: [] };
  $("sheet").hidden = false;
  keepAwake(true);
  querySheet();
  $("sheet").scrollIntoView({ block: "start" });
}

function closeSheet() {
  sheet = null;
  $("sheet").hidden = true;
  keepAwake(false);
}

// The screen stays on while a test is open: the Wake Lock where the browser gives it (a secure
// context only), else a muted looping video drawn from a canvas, which phones let play without a
// tap and do not sleep through. Released when the sheet closes; taken again when the page comes
// back into view with the sheet still open (a Wake Lock is let go when the page is hidden).
function keepAwake(on) {
  if (on && "wakeLock" in navigator) {
    navigator.wakeLock.request("screen").then(
      (lock) => (sheet ? (wakeLock = lock) : lock.release()), // closed while it was asked for
      () => sheet && keepAwakeByVideo(true));
    return;
  }
  if (!on && wakeLock) {
    wakeLock.release();
    wakeLock = null;
  }
  keepAwakeByVideo(on);
}

function keepAwakeByVideo(on) {
  if (!on) {
    if (keepAwakeVideo) keepAwakeVideo.pause();
    return;
  }
  if (!keepAwakeVideo) {
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 2;
    const paint = canvas.getContext("2d");
    let frame = 0;
    setInterval(() => {
      paint.fillStyle = frame++ % 2 ? "#000" : "#010101";
      paint.fillRect(0, 0, 2, 2);
    }, 1000);
    keepAwakeVideo = $("keepAwake");
    if (canvas.captureStream) keepAwakeVideo.srcObject = canvas.captureStream(1);
  }
  keepAwakeVideo.play().catch(() => {});
}

// ---- One of the seat's units: what it may do now, as the host works it out ----

function openUnit(unit) {
  unitPanel = { unit };
  $("unitPanel").hidden = false;
  queryUnit();
}

function closeUnit() {
  unitPanel = null;
  $("unitPanel").hidden = true;
}

function queryUnit() {
  unitPanel.queryId = randomId();
  send({ type: "unit", id: unitPanel.queryId, unit: unitPanel.unit });
}

function choiceList(parent, heading, items, onPick) {
  if (!items.length) return;
  parent.append(element("h3", heading));
  for (const item of items) {
    const b = button(item.name + (item.cost ? " (" + item.cost + ")" : ""), () => onPick(item));
    b.disabled = item.allowed === false;
    b.dataset.pick = item.test || item.procedure || item.order || item.formation;
    if (item.reason && item.allowed === false) b.title = item.reason;
    parent.append(b);
  }
}

// The numbers an action asks for (a distance, figures firing), each as the host describes it.
function inputFields(parent, inputs) {
  const fields = {};
  for (const input of inputs || []) {
    const field = element("input");
    field.type = "number";
    field.min = input.minimum;
    field.max = input.maximum;
    field.value = input.value;
    field.dataset.input = input.id;
    const label = element("label", input.name);
    label.append(field);
    parent.append(label);
    fields[input.id] = field;
  }
  return fields;
}

function readInputs(fields) {
  const out = {};
  for (const [id, field] of Object.entries(fields)) out[id] = Number(field.value);
  return out;
}

function renderUnitPanel(m) {
  unitPanel.answer = m;
  const body = $("unitBody");
  body.replaceChildren();
  if (!m.ok) {
    message(m.reason);
    closeUnit();
    return;
  }
  $("unitTitle").textContent = m.name;
  const targetLabel = element("label", say("target"));
  const target = element("select");
  target.id = "unitTarget";
  target.append(element("option", "—"));
  target.firstChild.value = "";
  for (const t of m.targets) {
    const o = element("option", t.side === m.targets[0].side ? t.name : `${t.name} (${sideName(t.side)})`);
    o.value = t.id;
    target.append(o);
  }
  if (unitPanel.target) target.value = unitPanel.target;
  target.addEventListener("change", () => (unitPanel.target = target.value));
  targetLabel.append(target);
  body.append(targetLabel);
  const form = element("div");
  form.id = "unitForm";
  const ask = (inputs, go) => {
    form.replaceChildren();
    const fields = inputFields(form, inputs);
    form.append(button(say("go"), () => go(readInputs(fields))));
  };
  const offered = m.tests.filter((t) => t.offered);
  const others = m.tests.filter((t) => !t.offered);
  const test = (t) => ask(t.inputs, (inputs) => {
    const action = { kind: "resolve", test: t.test, actor: m.unit, inputs };
    if (t.needsTarget) action.target = target.value;
    openSheet(action);
  });
  choiceList(body, say("tests"), offered, test);
  if (others.length) {
    const more = element("details");
    more.append(element("summary", say("otherTests")));
    choiceList(more, say("otherTests"), others, test);
    body.append(more);
  }
  choiceList(body, say("charges"), m.procedures, (p) => ask(p.inputs, (inputs) => {
    const action = { kind: "resolve", procedure: p.procedure, actor: m.unit, target: target.value, inputs };
    request("charge", { action });
  }));
  choiceList(body, say("orders"), m.orders, (o) => {
    const action = { kind: "order", order: o.order, unit: m.unit, answers: o.questions.map((q) => q.id) };
    if (o.takesTarget) action.target = target.value;
    act(action);
  });
  choiceList(body, say("formations"), m.formations, (f) => act({ kind: "move", unit: m.unit, inches: 0, to: f.formation }));
  if (m.move) renderMove(body, m);
  body.append(form);
}

// A picker of the ground moved through or of a manoeuvre, as the ruleset names them; none when
// it names none.
function movePicker(parent, word, items) {
  if (!items.length) return null;
  const select = element("select");
  select.append(element("option", "—"));
  select.firstChild.value = "";
  for (const item of items) {
    const option = element("option", item.name);
    option.value = item.id;
    select.append(option);
  }
  const label = element("label", say(word) + " ");
  label.append(select);
  parent.append(label);
  return select;
}

// The unit's move as the host plans it: what is left of it (a move rolled first, as in Chosen
// Men, is the move test's, taken from the tests above), the ground and the manoeuvre.
function renderMove(body, m) {
  body.append(element("h3", say("move")));
  if (m.move.summary) body.append(element("p", m.move.summary, "muted"));
  const inches = element("input");
  inches.type = "number";
  inches.min = 0;
  inches.step = "any";
  inches.id = "moveInches";
  if (m.move.found) inches.max = m.move.left;
  const moveLabel = element("label", say("inches"));
  moveLabel.append(inches);
  body.append(moveLabel);
  const terrain = movePicker(body, "terrain", m.move.terrain);
  const manoeuvre = movePicker(body, "manoeuvre", m.move.manoeuvres);
  const go = button(say("move"), () => {
    const action = { kind: "move", unit: m.unit, inches: Number(inches.value) };
    if (terrain && terrain.value) action.terrain = terrain.value;
    if (manoeuvre && manoeuvre.value) action.manoeuvre = manoeuvre.value;
    act(action);
  });
  go.id = "moveGo";
  if (!m.move.allowed) go.title = m.move.reason;
  body.append(go);
}

// A message that is answered as an action is (a charge declared, answered or called off).
function request(type, fields) {
  const m = { type, id: randomId(), revision, ...fields };
  pending.set(m.id, m);
  send(m);
  showPending();
}

function renderCharges() {
  const list = $("chargeList");
  list.replaceChildren();
  $("chargesView").hidden = !charges.length;
  const plays = seat && seat.role !== "spectator";
  for (const c of charges) {
    const li = element("li", say("chargeLine", c.name, c.actorName, c.targetName));
    li.dataset.charge = c.charge;
    const mySide = (unit) => {
      const row = state && state.returns.find((r) => r.id === unit);
      return seat.role === "umpire" || (seat.role === "side" && row && row.side === seat.side);
    };
    if (c.response) li.append(element("div", say("answered", c.responseName), "muted"));
    if (plays && !c.response && mySide(c.target)) {
      for (const r of c.responses) {
        const b = button(r.name, () => request("respond", { charge: c.charge, response: r.id }));
        b.disabled = !r.available;
        b.dataset.response = r.id;
        li.append(b);
      }
    } else if (!c.ready) {
      li.append(element("div", say("awaitingResponse"), "muted"));
    }
    if (plays && mySide(c.actor)) {
      if (c.ready) {
        li.append(button(say("sheet"), () => openSheet(c.action)));
        li.append(button(say("hostRolls"), () => act(c.action)));
      }
      li.append(button(say("callOff"), () => request("dropCharge", { charge: c.charge })));
    }
    list.append(li);
  }
}

function querySheet() {
  sheet.queryId = randomId();
  send({ type: "sheet", id: sheet.queryId, action: sheet.action, faces: sheet.faces });
}

// The choices the players make for one test of the chain, kept in the action as the journal
// takes them ("tests": by test id); the host works out the modifiers and the odds again.
function choicesOf(testId) {
  sheet.action.tests = sheet.action.tests || {};
  const c = sheet.action.tests[testId] || (sheet.action.tests[testId] = {});
  c.ticked = c.ticked || [];
  c.chosen = c.chosen || {};
  return c;
}

function modifierText(x) {
  return `${x.value > 0 ? "+" : ""}${x.value} ${x.name}${x.detail ? " (" + x.detail + ")" : ""}`;
}

// A modifier in force, or one only the table knows: a tick, or a one-of's choice.
function modifierLine(test, x) {
  const li = element("li");
  if (!x.optional || x.derived) {
    li.textContent = modifierText(x);
    return li;
  }
  const label = element("label");
  let control;
  if (x.kind === "toggle") {
    control = element("input");
    control.type = "checkbox";
    control.checked = x.active;
    label.append(control, " " + (x.active ? modifierText(x) : x.name));
  } else {
    control = element("select");
    control.append(element("option", "—"));
    control.firstChild.value = "";
    for (const choice of x.choices || []) {
      const option = element("option", `${choice.name} (${choice.value > 0 ? "+" : ""}${choice.value})`);
      option.value = choice.id;
      option.selected = choice.id === x.choice;
      control.append(option);
    }
    label.append(x.name + " ", control);
  }
  control.dataset.modifier = x.id;
  control.addEventListener("change", () => {
    const c = choicesOf(test.test);
    if (x.kind === "toggle")
      c.ticked = control.checked ? [...new Set([...c.ticked, x.id])] : c.ticked.filter((id) => id !== x.id);
    else if (control.value) c.chosen[x.id] = control.value;
    else delete c.chosen[x.id];
    querySheet();
  });
  li.append(label);
  return li;
}

// The other units a procedure may name (a supported gun), chosen from those the host offers.
function renderRoles(roles) {
  const box = $("sheetRoles");
  box.replaceChildren();
  for (const role of roles || []) {
    const select = element("select");
    select.append(element("option", "—"));
    select.firstChild.value = "";
    for (const unit of role.candidates) {
      const option = element("option", unit.name);
      option.value = unit.id;
      option.selected = unit.id === role.chosen;
      select.append(option);
    }
    select.dataset.role = role.id;
    select.addEventListener("change", () => {
      sheet.action.roles = { ...(sheet.action.roles || {}) };
      if (select.value) sheet.action.roles[role.id] = select.value;
      else delete sheet.action.roles[role.id];
      querySheet();
    });
    const label = element("label", role.name + " ");
    label.append(select);
    box.append(label);
  }
}

function renderSheet(m) {
  sheet.answer = m;
  if (!m.ok) {
    message(m.reason);
    return;
  }
  const test = m.test || {};
  $("sheetTitle").textContent = test.name || m.ending || "";
  $("sheetNeed").textContent = test.need || "";
  $("sheetModifiers").replaceChildren(
    ...(test.modifiers || []).filter((x) => x.active || (x.optional && !x.derived)).map((x) => modifierLine(test, x)));
  renderRoles(m.roles);
  const numbers = $("sheetInputs");
  numbers.replaceChildren();
  const fields = inputFields(numbers, test.inputs);
  for (const field of Object.values(fields))
    field.addEventListener("change", () => {
      sheet.action.inputs = { ...(sheet.action.inputs || {}), ...readInputs(fields) };
      querySheet();
    });
  $("sheetOdds").replaceChildren(
    ...(test.odds || []).map((o) => element("li", `${o.name}: ${Math.round(o.probability * 100)} %`)));
  $("sheetFaces").textContent = m.faces;
  $("sheetWanted").textContent = m.wanted ? say("dieWanted", m.dieInHand) : "";
  message(m.error);
  const pad = $("pad");
  pad.replaceChildren();
  for (let face = 1; m.wanted && face <= m.dieInHand; ++face) {
    const typed = m.dieInHand === 10 && face === 10 ? 0 : face;
    pad.append(button(String(typed), () => {
      sheet.faces.push(typed);
      querySheet();
    }));
  }
  $("apply").disabled = !m.complete;
}

function wire() {
  $("join").addEventListener("click", () => {
    const m = { type: "join", pin: $("pin").value.trim(), name: $("name").value.trim(), language: navigator.language };
    if ($("umpireCode").value.trim()) m.umpireCode = $("umpireCode").value.trim();
    send(m);
  });
  $("step").addEventListener("click", () => act({ kind: state.phase ? "next" : "draw" }));
  $("undo").addEventListener("click", () => act({ kind: "undo" }));
  $("takeBack").addEventListener("click", () => {
    sheet.faces.pop();
    querySheet();
  });
  $("hostRolls").addEventListener("click", () => {
    const id = randomId();
    sheet.sentId = id;
    const m = { type: "action", id, revision, action: sheet.action };
    pending.set(id, m);
    send(m);
    showPending();
  });
  $("apply").addEventListener("click", () => {
    const id = randomId();
    sheet.sentId = id;
    const m = { type: "action", id, revision, action: { ...sheet.action, faces: sheet.answer.faceList } };
    pending.set(id, m);
    send(m);
    showPending();
  });
  $("closeSheet").addEventListener("click", closeSheet);
  $("closeUnit").addEventListener("click", closeUnit);
  $("endTurn").addEventListener("click", () => act({ kind: "end-turn" }));
  // Back from a sleep, a locked screen or a lost network: the link is checked and caught up.
  const wake = () => {
    if (ws && ws.readyState === WebSocket.OPEN && localStorage.getItem(SECRET)) hello();
    else connect();
  };
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "visible") return;
    wake();
    if (sheet) keepAwake(true); // the Wake Lock was let go while the page was hidden
  });
  window.addEventListener("pageshow", wake);
  window.addEventListener("online", wake);
}

loadWords().then(() => {
  wire();
  connect();
});
