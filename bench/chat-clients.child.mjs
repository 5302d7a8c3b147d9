// Opens one live connection per member and one for the operator, and reports when an
// expected chat message arrives: at the operator's support inbox, or at one member's chat.
// A separate process (forked, IPC channel), as real clients would be.
import WebSocket from 'ws';

const send = process.send?.bind(process);
if (!send) throw new Error('run with child_process.fork');
/** @param {unknown} message */
const post = (message) => send(message);

/** @type {{ url: string, origin: string, operatorCookie: string, members: { userId: string, cookie: string }[] }} */
const { url, origin, operatorCookie, members } = await new Promise((resolve) => process.once('message', resolve));

/** Texts awaited: text -> where it must arrive ('operator' or a member's user id). */
/** @type {Map<string, string>} */
const awaited = new Map();

/** @param {string} who @param {Buffer} raw */
function onMessage(who, raw) {
  const at = performance.timeOrigin + performance.now(); // the arrival, before our own parsing
  if (awaited.size === 0) return;
  const m = JSON.parse(String(raw));
  /** @type {string[]} */
  const texts = [];
  if (who === 'operator' && m.topic === 'supportInbox') for (const r of m.data.recent) texts.push(r.text);
  if (who !== 'operator' && m.topic === 'chat') for (const t of m.data.threads) if (t.last) texts.push(t.last.text);
  for (const text of texts) {
    if (awaited.get(text) === who) {
      awaited.delete(text);
      post({ type: 'arrived', text, at });
    }
  }
}

/** @param {string} who @param {string} cookie */
const open = (who, cookie) =>
  new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers: { cookie, origin } });
    let ready = false;
    ws.on('message', (raw) => {
      if (!ready) {
        ready = true;
        resolve(ws);
      }
      onMessage(who, raw);
    });
    ws.on('error', reject);
  });

/** @type {WebSocket[]} */
const sockets = [];
sockets.push(await open('operator', operatorCookie));
for (let i = 0; i < members.length; i += 50) {
  sockets.push(...(await Promise.all(members.slice(i, i + 50).map((m) => open(m.userId, m.cookie)))));
}
post({ type: 'ready', sockets: sockets.length });

process.on('message', (/** @type {{ type: string, text?: string, to?: string }} */ msg) => {
  if (msg.type === 'expect' && msg.text && msg.to) {
    awaited.set(msg.text, msg.to);
    post({ type: 'armed', text: msg.text });
  } else if (msg.type === 'close') {
    for (const ws of sockets) ws.terminate();
    // Disconnected once the message left: a disconnect at once can lose it.
    send({ type: 'closed' }, () => process.disconnect());
  }
});
