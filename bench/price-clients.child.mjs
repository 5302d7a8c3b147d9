// Opens one live connection per cookie (as the trade pages do) and, between 'start' and 'stop',
// records when each connection received each 'prices' message and the BTC price it carried.
// A separate process (forked, IPC), as real clients are.
import WebSocket from 'ws';

const send = process.send?.bind(process);
if (!send) throw new Error('run with child_process.fork');

/** @type {{ url: string, origin: string, cookies: string[] }} */
const { url, origin, cookies } = await new Promise((resolve) => process.once('message', resolve));
let recording = false;
/** @type {[number, string][]} */
const samples = [];
/** @type {WebSocket[]} */
const sockets = [];

await Promise.all(
  cookies.map(
    (cookie) =>
      new Promise((resolve, reject) => {
        const ws = new WebSocket(url, { headers: { cookie, origin } });
        let ready = false;
        ws.on('message', (raw) => {
          const at = performance.timeOrigin + performance.now();
          const m = JSON.parse(String(raw));
          // Ready once the connect snapshot (which carries `settings`) arrived.
          if (!ready && m.topic === 'settings') {
            ready = true;
            resolve();
          }
          if (!recording || m.topic !== 'prices') return;
          const btc = m.data.find((q) => q.symbol === 'BTC');
          if (btc) samples.push([at, btc.price]);
        });
        ws.on('error', reject);
        sockets.push(ws);
      }),
  ),
);
send({ type: 'ready' });

process.on('message', (/** @type {{ type: string }} */ msg) => {
  if (msg.type === 'start') {
    recording = true;
    send({ type: 'started' });
  } else if (msg.type === 'stop') {
    recording = false;
    for (const ws of sockets) ws.terminate();
    // Disconnected once the message left: a disconnect at once can lose it.
    send({ type: 'samples', samples }, () => process.disconnect());
  }
});
