// The phone page of Pirate Arcade: a seat's private hand and its moves, over one WebSocket.
// Served by the game itself (phones/server.py); nothing is fetched from anywhere else.
// The messages are described in phones/__init__.py and the README.
"use strict";

const W = JSON.parse(document.body.dataset.words || "{}");
const params = new URLSearchParams(location.search);
let room = (params.get("room") || "").toUpperCase();
const offered = params.has("seat") ? parseInt(params.get("seat"), 10) : null;
const $ = (id) => document.getElementById(id);
const screen = $("screen");

let ws = null, retry = 0, welcome = null, seat = null, view = null, sent = false, sentCount = 0;
let picked = [], pickedFor = "", lines = [], chosenSeat = offered, timer = null;

function word(key, fill) {
  let text = W[key] || key;
  for (const [k, v] of Object.entries(fill || {})) text = text.split("{" + k + "}").join(v);
  return text;
}
function el(tag, attrs, ...kids) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "class") node.className = v;
    else if (k === "text") node.textContent = v;
    else if (k === "style") Object.assign(node.style, v);   // CSSOM, which the page's policy allows
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else if (v !== null && v !== undefined && v !== false) node.setAttribute(k, v === true ? "" : v);
  }
  for (const kid of kids) if (kid) node.append(kid);
  return node;
}
function picture(name, alt) { return name ? el("img", {src: "/art/" + name, alt: alt || "", loading: "lazy"}) : null; }
function toast(text) {
  const t = $("toast");
  t.textContent = text; t.hidden = false;
  clearTimeout(timer); timer = setTimeout(() => { t.hidden = true; }, 3500);
}
function sessionKey() { return "pirate-arcade-" + room; }
function send(msg) { if (ws && ws.readyState === 1) ws.send(JSON.stringify(msg)); }

// ------------------------------------------------------------------ the connection
function connect() {
  if (!room) { askRoom(""); return; }
  if (ws && ws.readyState <= 1) return;
  ws = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws");
  ws.onopen = () => {
    retry = 0;
    const hello = {type: "hello", room: room};
    const session = localStorage.getItem(sessionKey());
    if (session) hello.session = session;
    send(hello);
  };
  ws.onmessage = (e) => receive(JSON.parse(e.data));
  ws.onclose = () => {
    ws = null;
    if (!room) return;
    notice(retry > 6 ? word("closed") : word("reconnecting"));
    retry += 1;
    setTimeout(connect, Math.min(5000, 500 * retry));
  };
}
document.addEventListener("visibilitychange", () => { if (!document.hidden && !ws) connect(); });

function receive(msg) {
  switch (msg.type) {
    case "welcome":
      welcome = msg; Object.assign(W, msg.words || {});
      $("game").textContent = msg.game.title;
      document.documentElement.lang = msg.lang || "en";
      if (seat === null) showSeats();
      break;
    case "joined":
      seat = msg.seat; localStorage.setItem(sessionKey(), msg.session);
      band(msg.name);
      if (!view) notice(word("seated"));
      $("bar").hidden = false;
      break;
    case "view":   // a view older than the last move sent keeps that move's "Sent…"
      view = msg; sentCount = Math.max(sentCount, msg.acted); sent = sentCount > msg.acted;
      band(msg.you.name); render(); break;
    case "log":
      lines = lines.slice(0, msg.from).concat(msg.lines);
      if (!$("logpane").hidden) showLog();
      break;
    case "error":
      if (msg.code === "room") {   // a new code goes on a new socket (this one is closed after a few wrong ones)
        localStorage.removeItem(sessionKey()); askRoom(msg.message); if (ws) ws.close(); return;
      }
      if (view) { sentCount = view.acted; sent = false; render(); }
      toast(msg.message);
      break;
    case "bye":
      localStorage.removeItem(sessionKey());
      seat = null; view = null; lines = []; $("bar").hidden = true; toast(msg.message);
      break;
  }
}

// ------------------------------------------------------------------ before a seat
function notice(text) { screen.replaceChildren(el("p", {class: "notice", text: text})); }

function askRoom(problem) {
  room = "";
  const input = el("input", {class: "code", id: "code", maxlength: 8, autocomplete: "off", autocapitalize: "characters",
                             "aria-label": word("room_code")});
  const form = el("form", {class: "join", onsubmit: (e) => {
    e.preventDefault();
    room = input.value.trim().toUpperCase();
    if (room) { history.replaceState(null, "", "/?room=" + encodeURIComponent(room)); connect(); }
  }}, el("h1", {text: word("title")}), el("p", {text: word("room_help")}),
     el("label", {for: "code", text: word("room_code")}), input,
     el("div", {class: "row"}, el("button", {class: "confirm", type: "submit", text: word("enter")})));
  screen.replaceChildren(form);
  if (problem) toast(problem);
}

function seatLabel(s) {
  if (s.state === "bot") return word(s.open ? "seat_bot_open" : "seat_bot");
  return {open: word("seat_open"), phone: word("seat_phone"), couch: word("seat_couch"),
          reserved: word("seat_reserved")}[s.state] || "";
}

function showSeats() {
  const open = welcome.seats.filter((s) => s.open);
  if (chosenSeat === null || !open.some((s) => s.seat === chosenSeat)) chosenSeat = open.length ? open[0].seat : null;
  const chosen = welcome.seats.find((s) => s.seat === chosenSeat);
  const named = chosen && chosen.named;     // a game under way keeps the names it began with: said, not asked
  const name = el("input", {id: "pname", maxlength: 14, autocomplete: "nickname", value: localStorage.getItem("pirate-arcade-name") || ""});
  const list = el("div", {class: "seats"});
  for (const s of welcome.seats) {
    const b = el("button", {type: "button", class: "seat" + (s.seat === chosenSeat ? " pick" : ""), disabled: !s.open,
                            "data-seat": s.seat, style: {borderColor: s.colour},
                            onclick: () => { chosenSeat = s.seat; keepName(); showSeats(); }},
                 el("img", {src: "/art/emblems/" + s.emblem + ".png", alt: "", style: {background: s.colour}}),
                 el("span", {}, document.createTextNode(s.name), el("small", {text: s.seat === offered && s.open ? word("seat_offered") : seatLabel(s)})));
    list.append(b);
  }
  const form = el("form", {class: "join", onsubmit: (e) => {
    e.preventDefault();
    const typed = named ? "" : name.value.trim();
    if (chosenSeat === null) return;
    keepName();
    send({type: "join", seat: chosenSeat, name: typed || welcome.seats[chosenSeat].name});
  }}, el("h1", {text: word("pick_seat")}), list,
     named ? el("p", {class: "named", id: "named", text: word("named_seat", {name: chosen.name})}) : null,
     named ? null : el("label", {for: "pname", text: word("your_name")}), named ? null : name,
     el("div", {class: "row"}, el("button", {class: "confirm", id: "take", type: "submit", disabled: chosenSeat === null,
                                             text: word("take_seat")})));
  if (!open.length) form.append(el("p", {class: "notice", text: word("no_seat")}));
  screen.replaceChildren(form);
  function keepName() { if (!named && name.value.trim()) localStorage.setItem("pirate-arcade-name", name.value.trim()); }
}

function band(name) {
  const me = welcome ? welcome.seats.find((s) => s.seat === seat) : null;
  $("name").textContent = name;
  if (me) {
    document.documentElement.style.setProperty("--seat", me.colour);
    const img = $("emblem"); img.src = "/art/emblems/" + me.emblem + ".png"; img.hidden = false;
  }
}

// ------------------------------------------------------------------ the game
let shownSig = "", shownKind = "", focusedFor = "";
function render() {
  const v = view;
  // Draw again only when what shows changed (a finger about to tap keeps its button).
  const sig = JSON.stringify([v.decision, v.hand, v.over, v.undo, v.waiting, v.chosen, sent, picked, pickedFor]);
  if (sig === shownSig && screen.querySelector(".status")) return;
  shownSig = sig;
  $("undo").disabled = !v.undo;
  $("figures").replaceChildren(...v.hand.figures.map((f) => el("div", {class: "figure"}, document.createTextNode(f.label), el("b", {text: f.value}))));
  const parts = [];
  const d = v.decision;
  if (v.over) {
    parts.push(el("div", {class: "status over display", text: word("over")}));
    parts.push(el("div", {class: "results"}, ...v.over.lines.map((l) => el("p", {text: l}))));
  } else if (d && d.moves.length) {
    parts.push(el("div", {class: "status move"}, document.createTextNode(word("your_move")),
                  d.secret ? el("div", {}, el("span", {class: "badge", text: word("secret")})) : null));
    parts.push(el("p", {class: "prompt", text: d.prompt}));
    parts.push(moves(d));
  } else if (v.chosen) {
    parts.push(el("div", {class: "status done", id: "chosen", text: "\u2713 " + word("chosen")}));
    if (v.waiting) parts.push(el("p", {class: "prompt", text: v.waiting}));
  } else {
    parts.push(el("div", {class: "status wait", text: v.waiting || word("watch")}));
  }
  parts.push(hand(v.hand.groups));
  screen.replaceChildren(...parts);
  const kind = parts[0].className;           // a new state (your move, choice in, waiting): shown from the top
  if (kind !== shownKind) { shownKind = kind; window.scrollTo(0, 0); }
  // The page starts on the decision's focus, as the TV does: its button ringed and focused (and,
  // once for each decision and step, brought up from below the fold if need be).
  const focus = screen.querySelector(".move.focus");
  if (focus) {
    focus.focus({preventScroll: true});
    const stage = pickedFor + "|" + picked.length;
    if (stage !== focusedFor && focus.getBoundingClientRect().bottom > window.innerHeight - $("bar").offsetHeight) {
      focus.scrollIntoView({block: "center"});
    }
    focusedFor = stage;
  }
}

function moves(d) {
  const key = JSON.stringify(d.moves.map((m) => m.action));
  if (key !== pickedFor) { pickedFor = key; picked = []; }
  const left = d.moves.filter((m) => picked.every((p, i) => m.steps[i] === p));
  const box = el("div", {id: "moves"});
  if (picked.length) box.append(el("p", {class: "trail", text: picked.join(" \u00b7 ")}));
  // Every step taken: the move (moves that read the same, e.g. two loot cards of one value, are one choice).
  if (left.length && left.every((m) => picked.length >= m.steps.length)) {
    const m = left[0];
    box.append(el("div", {class: "chosen"}, picture(m.image, m.steps.join(", ")),
                  el("div", {class: "label", text: m.steps[m.steps.length - 1]}),
                  m.hint ? el("p", {class: "hint", text: m.hint}) : null,
                  el("div", {class: "row"},
                     el("button", {class: "back", type: "button", text: word("step_back"), onclick: () => { picked.pop(); render(); }}),
                     el("button", {class: "confirm", id: "confirm", type: "button", disabled: sent,
                                   text: sent ? word("sent") : d.confirm,
                                   onclick: () => { sent = true; sentCount += 1; send({type: "act", action: m.action}); render(); }}))));
    return box;
  }
  const stage = picked.length, labels = [];
  for (const m of left) if (m.steps.length > stage && !labels.includes(m.steps[stage])) labels.push(m.steps[stage]);
  // What a tile stands for: its picture, and the line said about it (a character's ability, a
  // den's effect) when every move behind the tile says the same.
  const behind = labels.map((l) => left.filter((m) => m.steps[stage] === l));
  const images = behind.map((same) => same.every((m) => m.image === same[0].image) ? same[0].image : null);
  const hints = behind.map((same) => same.every((m) => m.hint === same[0].hint) ? same[0].hint || "" : "");
  const f = d.moves[d.focus];                // the focused move's label at this stage, while it is left
  const focused = f && left.includes(f) && f.steps.length > stage ? f.steps[stage] : null;
  const grid = el("div", {class: "moves" + (images.some((i) => i) ? "" : " text")});
  labels.forEach((label, i) => grid.append(el("button", {class: "move" + (label === focused ? " focus" : ""), type: "button",
                                                         "data-label": label, disabled: sent,
                                                         onclick: () => { picked.push(label); render(); }},
                                              picture(images[i], ""), el("span", {text: label}),
                                              hints[i] ? el("small", {class: "hint", text: hints[i]}) : null)));
  box.append(grid);
  if (stage) box.append(el("div", {class: "row"}, el("button", {class: "back", type: "button", text: word("step_back"),
                                                                onclick: () => { picked.pop(); render(); }})));
  return box;
}

function hand(groups) {
  const box = el("div", {class: "hand"});
  for (const g of groups) {
    box.append(el("h2", {text: g.title}));
    box.append(el("div", {class: "cards"}, ...g.cards.map((c) => el("div", {class: "card"},
      picture(c.image, c.title), el("div", {class: "t", text: c.title}), c.text ? el("div", {class: "x", text: c.text}) : null,
      c.count > 1 ? el("span", {class: "n", text: "\u00d7" + c.count}) : null))));
  }
  return box;
}

// ------------------------------------------------------------------ the bar and the log
function showLog() {
  const pane = $("loglines");
  pane.replaceChildren(...lines.map((l) => el("p", {text: l})));
  $("logpane").hidden = false;
  $("logpane").scrollTop = $("logpane").scrollHeight;
}
$("undo").addEventListener("click", () => send({type: "undo"}));
$("logbtn").addEventListener("click", showLog);
$("logclose").addEventListener("click", () => { $("logpane").hidden = true; });
$("leave").addEventListener("click", () => {
  if (!window.confirm(word("leave_sure"))) return;
  $("logpane").hidden = true; send({type: "leave"});
});
$("undo").textContent = word("undo"); $("logbtn").textContent = word("log");
$("logclose").textContent = word("close"); $("leave").textContent = word("leave");
notice(word("connecting"));
connect();
