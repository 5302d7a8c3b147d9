// Opens one live connection per cookie and reports, for each expected rateEUR value, when
// every connection has received it. Runs as a separate process (forked, IPC channel), as real
// clients would: no shared event loop, heap or garbage collector with the server.
import WebSocket from 'ws';

const send = process.send?.bind(process);
if (!send) throw new Error('run with child_process.fork');
/** @param {unknown} message */
const post = (message) => send(message);

/** @type {{ url: string, origin: string, cookies: string[] }} */
const { url, origin, cookies } = await new Promise((resolve) => process.once('message', resolve));

/** @type {number | null} */
let expected = null;
/** @type {number[]} */
let arrivals = [];
/** @type {WebSocket[]} */
const sockets = [];

function onMessage(raw) {
  const at = performance.timeOrigin + performance.now(); // before parsing: the arrival, not our own work
  const m = JSON.parse(String(raw));
  if (m.topic !== 'settings' || expected === null || m.data.rateEUR !== expected) return;
  arrivals.push(at);
  if (arrivals.length === sockets.length) {
    post({ type: 'round', arrivals });
    expected = null;
  }
}

await Promise.all(
  cookies.map(
    (cookie) =>
      new Promise((resolve, reject) => {
        const ws = new WebSocket(url, { headers: { cookie, origin } });
        // Connected means holding the state: the snapshot the server sends on connect, which
        // carries `settings`. The first message of any kind is not that: the hub adds a socket
        // before reading its snapshot (so no event is missed), and a broadcast such as the price
        // tick reaches it first. Counting that as ready started the rounds while hundreds of
        // snapshot transactions still queued on the server's pool, with the PUT behind them.
        let ready = false;
        ws.on('message', (raw) => {
          if (!ready && JSON.parse(String(raw)).topic === 'settings') {
            ready = true;
            resolve();
          }
          onMessage(raw);
        });
        ws.on('error', reject);
        sockets.push(ws);
      }),
  ),
);
post({ type: 'ready' });

process.on('message', (/** @type {{ type: string, rateEUR?: number }} */ msg) => {
  if (msg.type === 'expect') {
    expected = msg.rateEUR;
    arrivals = [];
    post({ type: 'armed' });
  } else {
    for (const ws of sockets) ws.terminate();
    // Disconnected once the message left: a disconnect at once can lose it.
    send({ type: 'closed' }, () => process.disconnect());
  }
});
